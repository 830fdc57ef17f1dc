package datasf.mcp.secrets;

/**
 * A secret whose value does not have the expected shape.
 *
 * <p>The message says what is wrong and never quotes the value: the value is (or contains) the
 * secret. There is no cause for the same reason, since parser exceptions echo their input.
 */
public class InvalidSecretException extends Exception {

    public InvalidSecretException(String whatIsWrong) {
        super(whatIsWrong, null, false, false);
    }
}
