package datasf.mcp.secrets;

import datasf.mcp.runtime.RestoreAware;
import jakarta.inject.Singleton;

/** After a SnapStart restore the App Token is read afresh: it may have rotated since the snapshot. */
@Singleton
public class AppTokenRestoreHook implements RestoreAware {

    private final AppTokenSource tokens;

    public AppTokenRestoreHook(AppTokenSource tokens) {
        this.tokens = tokens;
    }

    @Override
    public void afterRestore() {
        tokens.invalidate();
    }
}
