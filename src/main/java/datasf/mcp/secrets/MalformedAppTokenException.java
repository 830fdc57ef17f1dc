package datasf.mcp.secrets;

/**
 * A secret or configured value that does not hold a usable token.
 *
 * <p>The message says what shape was expected and never quotes the input: the
 * input is (or contains) the secret. No cause is attached for the same reason,
 * since parser exceptions echo the text they failed on.
 */
final class MalformedAppTokenException extends InvalidSecretException {

    MalformedAppTokenException(String whatIsWrong) {
        super(whatIsWrong);
    }
}
