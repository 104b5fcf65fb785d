import Foundation
import FoundationExt

/// The development bearer tokens the order routes accept, each naming the customer it belongs to.
/// From `--token CUSTOMER=TOKEN` flags and a `--tokens-file`; with neither, ``development``.
public struct CustomerTokens: Sendable, Equatable {
    /// Token → customer.
    public private(set) var customers: [String: CustomerID]

    public init(_ customers: [String: CustomerID] = [:]) {
        self.customers = customers
    }

    /// What the server accepts when no token is given: `alice=dev-token-alice`, `bob=dev-token-bob`.
    public static let development = CustomerTokens([
        "dev-token-alice": CustomerID("alice")!,
        "dev-token-bob": CustomerID("bob")!,
    ])

    /// The customer a token belongs to, if it is known.
    public func customer(for token: String) -> CustomerID? {
        customers[token]
    }

    /// The tokens of `--token CUSTOMER=TOKEN` flags and a `--tokens-file` (one `CUSTOMER TOKEN` per
    /// line, `#` starts a comment), or ``development`` when neither is given.
    /// - Throws: ``TokensError`` naming the flag, or the file and line, of the first bad entry.
    public static func fromFlags(tokens: [String], tokensFile: String?) throws(TokensError) -> CustomerTokens {
        guard !tokens.isEmpty || tokensFile != nil else { return .development }
        var result = CustomerTokens()
        for entry in tokens {
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw .badEntry(source: "--token", entry: entry) }
            try result.add(customer: String(parts[0]), token: String(parts[1]), source: "--token")
        }
        if let tokensFile {
            let text: String
            do {
                text = try String(contentsOfFile: tokensFile, encoding: .utf8)
            } catch {
                throw .unreadableFile(path: tokensFile)
            }
            for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
                if words.isEmpty { continue }
                let source = "--tokens-file \(tokensFile), line \(index + 1)"
                guard words.count == 2 else { throw .badEntry(source: source, entry: String(line)) }
                try result.add(customer: String(words[0]), token: String(words[1]), source: source)
            }
            guard !result.customers.isEmpty else { throw .noTokens(path: tokensFile) }
        }
        return result
    }

    private mutating func add(customer name: String, token: String, source: String) throws(TokensError) {
        guard let customer = CustomerID(name) else { throw .badCustomer(source: source, name: name) }
        guard Self.isToken(token) else { throw .badToken(source: source, customer: name) }
        if let owner = customers[token], owner != customer {
            throw .sharedToken(source: source, customers: [owner.rawValue, name])
        }
        customers[token] = customer
    }

    /// A bearer token as RFC 6750 spells it (token68), 1...512 characters.
    static func isToken(_ text: String) -> Bool {
        guard (1...512).contains(text.count) else { return false }
        let body = text.drop(while: { $0 != "=" })
        guard body.allSatisfy({ $0 == "=" }) else { return false }
        let head = text.prefix(while: { $0 != "=" })
        return !head.isEmpty
            && head.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "-._~+/".unicodeScalars.contains(scalar))
            }
    }
}

/// Why the token flags were refused: one line, naming where the bad entry is.
public enum TokensError: Error, Equatable, Sendable, CustomStringConvertible {
    case badEntry(source: String, entry: String)
    case badCustomer(source: String, name: String)
    case badToken(source: String, customer: String)
    case sharedToken(source: String, customers: [String])
    case unreadableFile(path: String)
    case noTokens(path: String)

    public var description: String {
        switch self {
        case .badEntry(let source, let entry):
            "\(source): '\(Self.shown(entry))' is not valid; expected CUSTOMER=TOKEN (flag) or CUSTOMER TOKEN (file)"
        case .badCustomer(let source, let name):
            "\(source): customer '\(Self.shown(name))' is not valid; expected 1 to 64 characters of A-Z a-z 0-9 . _ -"
        case .badToken(let source, let customer):
            "\(source): the token of customer '\(Self.shown(customer))' is not valid; expected 1 to 512 characters of A-Z a-z 0-9 - . _ ~ + / (then any =)"
        case .sharedToken(let source, let customers):
            "\(source): one token is given to two customers (\(customers.map(Self.shown).joined(separator: ", ")))"
        case .unreadableFile(let path):
            "--tokens-file: cannot read '\(Self.shown(path))'"
        case .noTokens(let path):
            "--tokens-file: '\(Self.shown(path))' holds no CUSTOMER TOKEN line"
        }
    }

    /// A value echoed terminal safe and short (it is printed to the terminal that started the server).
    private static func shown(_ text: String) -> String {
        String(text.prefix(64)).terminalSafeLine
    }
}
