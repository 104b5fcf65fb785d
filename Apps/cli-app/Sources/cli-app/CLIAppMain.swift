import CLIApp

/// The executable: everything lives in the `CLIApp` library so tests can reach it.
@main
enum CLIAppMain {
    static func main() async {
        await CLIEntry.main()
    }
}
