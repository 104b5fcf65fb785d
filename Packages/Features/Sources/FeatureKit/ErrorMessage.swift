import Foundation

/// The text a person reads for a failure: the error's localized description (ServiceError and the
/// Domain errors describe themselves), never a type dump.
public enum ErrorMessage {
    /// The one line that says what went wrong.
    public static func describing(_ error: any Error) -> String {
        (error as? any LocalizedError)?.errorDescription ?? error.localizedDescription
    }
}
