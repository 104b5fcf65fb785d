import Foundation
import HTTPTypes

/// The request headers that switch faults on for one request, overriding the server's flags.
public enum FaultHeader {
    /// Milliseconds to wait before handling the request, e.g. `500`.
    public static let latency = "X-Fault-Latency-Ms"
    /// Status to fail with, 400...599; alone it fails the request, with a rate it fails some.
    public static let failureStatus = "X-Fault-Status"
    /// Chance of failing, 0...1, e.g. `0.5`.
    public static let failureRate = "X-Fault-Rate"
    /// Seeds this request's failure decision (an unsigned integer), making it reproducible.
    public static let seed = "X-Fault-Seed"
    /// A ``BodyFault`` raw value, or `none` to switch off the server's body fault.
    public static let bodyFault = "X-Fault"

    /// The overrides a request asks for.
    /// - Throws: ``FaultSettingsError`` when a header is present but not a valid value.
    public static func overrides(in headers: HTTPFields) throws(FaultSettingsError) -> FaultOverrides {
        var overrides = FaultOverrides()
        if let text = value(latency, in: headers) {
            overrides.latencyMilliseconds = try integer(text, setting: latency, expected: "whole milliseconds")
        }
        if let text = value(failureRate, in: headers) {
            guard let rate = Double(text), rate.isFinite else {
                throw .invalidValue(setting: failureRate, value: text, expected: "a number from 0 to 1")
            }
            overrides.failureRate = rate
        }
        if let text = value(failureStatus, in: headers) {
            overrides.failureStatus = try integer(text, setting: failureStatus, expected: "a status from 400 to 599")
        }
        if let text = value(seed, in: headers) {
            guard let number = UInt64(text) else {
                throw .invalidValue(setting: seed, value: text, expected: "an unsigned integer")
            }
            overrides.seed = number
        }
        if let text = value(bodyFault, in: headers) {
            overrides.bodyFault = try FaultOverrides.BodyFaultSwitch(parsing: text, setting: bodyFault)
        }
        return overrides
    }

    private static func value(_ name: String, in headers: HTTPFields) -> String? {
        guard let field = HTTPField.Name(name), let text = headers[field] else { return nil }
        return text.trimmingCharacters(in: .whitespaces)
    }

    private static func integer(_ text: String, setting: String, expected: String) throws(FaultSettingsError) -> Int {
        guard let number = Int(text) else { throw .invalidValue(setting: setting, value: text, expected: expected) }
        return number
    }
}
