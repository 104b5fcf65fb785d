import ArgumentParser
import Domain
import Foundation
import FoundationExt
import Services

/// The checks every command's `validate()` runs on its arguments (the one place they are checked:
/// a `transform:` failure would be reported with the whole value quoted, up to 128 KiB of a search
/// term), each failing with a `ValidationError` (exit 64, the usage-error status) and one clear
/// sentence. Those that trim return the value as it is used, for `validate()` to keep. Sizes the
/// v1 contract bounds come from ``V1ContractLimits``, so the CLI refuses exactly what the API would.
public enum InputValidation {
    /// The longest search term accepted after trimming, in Unicode scalars (the contract's limit).
    public static let maximumSearchTermLength = V1ContractLimits.maximumSearchTermLength
    /// The numbers of results one search may ask for (the contract's limit).
    public static let searchLimits = V1ContractLimits.searchResults
    /// The network timeout without `--timeout`, in seconds.
    public static let defaultTimeoutSeconds = 10.0
    /// The timeouts `--timeout` accepts, in seconds.
    public static let timeoutSeconds: ClosedRange<Double> = 0.1...300

    /// The longest product or SKU id accepted, in Unicode scalars (the contract's limit).
    public static let maximumIdentifierLength = V1ContractLimits.maximumIdentifierLength
    /// The blog pages one may ask for (the contract's limit).
    public static let blogPages = V1ContractLimits.blogPages

    /// A search term: not empty, at most ``maximumSearchTermLength`` Unicode scalars after trimming,
    /// no control characters. Returns the trimmed term.
    public static func searchTerm(_ term: String) throws -> String {
        let trimmed = term.trimmingWhiteSpace()
        guard !trimmed.isEmpty else { throw ValidationError("the search term is empty") }
        guard trimmed.unicodeScalars.count <= maximumSearchTermLength else {
            throw ValidationError("the search term is longer than \(maximumSearchTermLength) characters")
        }
        guard !containsControlCharacter(trimmed) else {
            throw ValidationError("the search term contains control characters")
        }
        return trimmed
    }

    /// A result limit within ``searchLimits``.
    public static func limit(_ limit: Int) throws {
        guard searchLimits.contains(limit) else {
            throw ValidationError(
                "--limit must be between \(searchLimits.lowerBound) and \(searchLimits.upperBound), got \(limit)")
        }
    }

    /// A network timeout within ``timeoutSeconds`` (NaN and infinity are refused too).
    public static func timeout(_ seconds: Double) throws {
        guard timeoutSeconds.contains(seconds) else {
            throw ValidationError(
                "--timeout must be between \(timeoutSeconds.lowerBound) and \(Int(timeoutSeconds.upperBound)) seconds, got \(seconds)"
            )
        }
    }

    /// A page number within ``blogPages``.
    public static func page(_ page: Int) throws {
        guard blogPages.contains(page) else {
            throw ValidationError(
                "--page must be between \(blogPages.lowerBound) and \(blogPages.upperBound), got \(page)")
        }
    }

    /// A blog entry number: a positive integer.
    public static func blogEntryID(_ id: Int) throws {
        guard id >= 1 else { throw ValidationError("the blog entry id must be a positive number, got \(id)") }
    }

    /// A quantity a cart line may hold.
    public static func quantity(_ quantity: Int) throws {
        guard (1...Cart.maximumQuantityPerLine).contains(quantity) else {
            throw ValidationError(
                "--quantity must be between 1 and \(Cart.maximumQuantityPerLine), got \(quantity)")
        }
    }

    /// A product or SKU id: not empty, not too long, no whitespace or control characters.
    /// Returns the trimmed id.
    public static func identifier<Subject>(
        _ id: Identifier<Subject, String>, kind: String
    ) throws -> Identifier<Subject, String> {
        let trimmed = id.rawValue.trimmingWhiteSpace(includingLineBreaks: false)
        guard !trimmed.isEmpty else { throw ValidationError("the \(kind) is empty") }
        guard trimmed.unicodeScalars.count <= maximumIdentifierLength else {
            throw ValidationError("the \(kind) is longer than \(maximumIdentifierLength) characters")
        }
        guard !containsControlCharacter(trimmed), !trimmed.contains(where: \.isWhitespace) else {
            throw ValidationError("the \(kind) contains spaces or control characters")
        }
        return Identifier(trimmed)
    }

    /// The `--api` base URL: http or https with a host. Returns the URL.
    public static func apiBaseURL(_ text: String) throws -> URL {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
            let url = components.url
        else {
            throw ValidationError(
                "--api must be an http:// or https:// URL with a host, got '\(String(text.prefix(80)).terminalSafeLine)'"
            )
        }
        return url
    }

    private static func containsControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
