import ArgumentParser

/// Runs the body of a one-shot command: builds the context, runs the feature, prints the result
/// as a table or JSON. Any failure becomes ONE line on stderr, `error: <message>`, and exit
/// status 1; never a stack trace.
enum OneShot {
    /// - Parameter body: runs the feature's headless entry (main-actor isolated, as the features'
    ///   models are) and turns its final state into output, or throws a ``CLIFailure``.
    static func run(
        _ options: GlobalOptions, _ body: @MainActor (AppContext) async throws -> CommandOutput
    ) async throws {
        let standardError = StandardStreams.error
        do {
            let context = try AppContext(options: options)
            context.standardOutput.write(try await text(of: body, in: context))
        } catch {
            standardError.write(CLIFailure(describing: error).line + "\n")
            throw ExitCode.failure
        }
    }

    /// The body's output in the context's format, rendered where it was made (on the main actor).
    @MainActor
    private static func text(
        of body: @MainActor (AppContext) async throws -> CommandOutput, in context: AppContext
    ) async throws -> String {
        try await body(context).rendered(
            format: context.outputFormat, colorPolicy: context.colorPolicy, width: context.width)
    }
}
