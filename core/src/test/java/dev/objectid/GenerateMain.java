package dev.objectid;

/**
 * A fresh process that prints {@code args[0]} ids of the shared generator, one a line, and nothing else: its first id
 * makes the generator log its trace, and an assigned process value that is not valid ends it with the error.
 */
public final class GenerateMain {

    private GenerateMain() {}

    public static void main(String[] args) {
        for (int i = 0; i < Integer.parseInt(args[0]); i++) {
            System.out.println(ObjectId.generate());
        }
    }
}
