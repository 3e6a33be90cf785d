package dev.objectid.quarkus.jsonb;

import dev.objectid.ObjectId;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Ids outside a bean property of their own type, where Yasson writes a value by its runtime type and does not follow
 * the annotations of {@code ObjectId} and the typed ids: the items of a list, a set, an array, the values and keys of a
 * map and an {@code Optional}, returned and read as the body itself and inside a bean.
 */
@Path("/ids")
public class IdsResource {

    static final ObjectId FIRST = ObjectId.parse("6740c5e1a3f29b04c7000001");
    static final ObjectId SECOND = ObjectId.parse("66322180ffffffffffffffff");
    static final FruitId APPLE = FruitId.of(FIRST);

    /** A bean whose ids are all inside containers. */
    public static class Basket {
        public Map<String, ObjectId> byName;
        public Map<FruitId, String> names;
        public ObjectId[] crates;
        public Optional<ObjectId> coupon;
        public Set<FruitId> fruits;
        public Object anything;
    }

    @GET
    @Path("/list")
    public List<ObjectId> list() {
        return List.of(FIRST, SECOND);
    }

    @GET
    @Path("/typed-set")
    public Set<FruitId> typedSet() {
        return Set.of(APPLE);
    }

    @GET
    @Path("/map")
    public Map<String, ObjectId> map() {
        Map<String, ObjectId> map = new LinkedHashMap<>();
        map.put("k", FIRST);
        map.put("none", null);
        return map;
    }

    @GET
    @Path("/keys")
    public Map<FruitId, String> keys() {
        return Map.of(APPLE, "apple");
    }

    @GET
    @Path("/array")
    public ObjectId[] array() {
        return new ObjectId[] {FIRST, null};
    }

    @GET
    @Path("/optional")
    public Optional<ObjectId> optional() {
        return Optional.of(FIRST);
    }

    @GET
    @Path("/nulls")
    public List<ObjectId> nulls() {
        return Arrays.asList(FIRST, null);
    }

    @GET
    @Path("/basket")
    public Basket basket() {
        Basket basket = new Basket();
        basket.byName = Map.of("k", FIRST);
        basket.names = Map.of(APPLE, "apple");
        basket.crates = new ObjectId[] {SECOND};
        basket.coupon = Optional.of(FIRST);
        basket.fruits = new LinkedHashSet<>(List.of(APPLE));
        basket.anything = SECOND;
        return basket;
    }

    /** Echoes a list of ids, as read from the body. */
    @POST
    @Path("/list")
    public List<ObjectId> echoList(List<ObjectId> ids) {
        return ids;
    }

    /** Echoes a set of typed ids, as read from the body. */
    @POST
    @Path("/typed-set")
    public Set<FruitId> echoTypedSet(Set<FruitId> ids) {
        return ids;
    }

    /** Echoes a map of ids, as read from the body. */
    @POST
    @Path("/map")
    public Map<String, ObjectId> echoMap(Map<String, ObjectId> ids) {
        return ids;
    }

    /** Echoes a map keyed by typed ids, as read from the body. */
    @POST
    @Path("/keys")
    public Map<FruitId, String> echoKeys(Map<FruitId, String> ids) {
        return ids;
    }

    /** Echoes a bean whose ids are inside containers, as read from the body. */
    @POST
    @Path("/basket")
    public Basket echoBasket(Basket basket) {
        return basket;
    }
}
