/// The app's version, printed by `cli-app --version`.
public enum CLIVersion {
    public static let current = "0.1.0"
}
