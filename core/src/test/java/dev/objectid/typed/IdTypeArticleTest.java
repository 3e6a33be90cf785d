package dev.objectid.typed;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.spi.ObjectIdTypes;
import org.junit.jupiter.api.Test;

/** The one article rule integrations name an id type with: "an" before a vowel letter, "a" otherwise. */
class IdTypeArticleTest {

    @Test
    void anBeforeAVowelAOtherwise() {
        assertThat(ObjectIdTypes.withArticle(ObjectId.class)).isEqualTo("an ObjectId");
        assertThat(ObjectIdTypes.withArticle(InvoiceId.class)).isEqualTo("an InvoiceId");
        assertThat(ObjectIdTypes.withArticle(ParcelId.class)).isEqualTo("a ParcelId");
        assertThat(ObjectIdTypes.withArticle(CrateId.class)).isEqualTo("a CrateId");
    }
}
