import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension ServiceError {
    /// The error for a response body over the client's limit.
    static func bodyTooLarge(limit: Int) -> ServiceError {
        .badPayload("the response body is larger than the limit of \(limit) bytes")
    }

    /// The start of the message of a response that broke off or could not be parsed as HTTP.
    static let unreadableResponse = "the response could not be read"
    /// The start of the message of a body cut off by a closed connection.
    static let bodyCutOff = "the connection closed after "

    /// True for a response lost in transit (unreadable or cut off): the request may or may not
    /// have been acted on, so only an idempotent request may be sent again.
    public var isLostResponse: Bool {
        guard case .badPayload(let message) = self else { return false }
        return message.hasPrefix(Self.unreadableResponse) || message.hasPrefix(Self.bodyCutOff)
    }

    /// What a transport failure means for a feature: unreachable, timed out, cancelled or a broken
    /// response. A connection closed in the middle of a body counts as offline.
    init(transportError error: any Error) {
        switch error {
        case let error as ServiceError:
            self = error
        case is CancellationError:
            self = .cancelled
        case let error as URLError:
            self.init(urlError: error)
        default:
            self = .offline(error.localizedDescription)
        }
    }

    private init(urlError error: URLError) {
        switch error.code {
        case .timedOut:
            self = .timeout
        case .cancelled, .userCancelledAuthentication:
            self = .cancelled
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
            self = .offline("no network connection")
        case .cannotFindHost, .dnsLookupFailed:
            self = .offline("the server's name could not be resolved")
        case .cannotConnectToHost:
            self = .offline("the server refused the connection")
        case .networkConnectionLost:
            self = .offline("the connection was lost before the response was complete")
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource:
            self = .badPayload(Self.unreadableResponse + " (\(error.code.rawValue))")
        case .dataLengthExceedsMaximum:
            self = .badPayload("the response body is too large")
        default:
            self = .offline("the request failed (URLError \(error.code.rawValue))")
        }
    }
}
