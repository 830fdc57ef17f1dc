package datasf.mcp.runtime;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;

/**
 * The local demo (README.md, "Try it without internet"): the server answers from a portal of
 * recorded datasets on this machine, and says so.
 *
 * @param enabled every tool answer carries a notice that it is demo data, and initialize's
 *     instructions say so first; set by the demo command, not for a real deployment
 */
@ConfigurationProperties("datasf.demo")
public record DemoProperties(
        @Bindable(defaultValue = "false") boolean enabled) {}
