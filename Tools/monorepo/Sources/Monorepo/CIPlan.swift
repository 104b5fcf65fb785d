import Foundation

/// What `make ci-plan` prints: the selected packages in shards, as JSON that a CI workflow reads
/// (`fromJSON(...).shards` is its job matrix) and a person can follow.
public struct CIPlan: Sendable, Equatable, Encodable {
    /// The revision the change is measured from; `nil` plans every package.
    public let base: String?
    /// Why these packages (`ChangeImpact.Selection.reason`).
    public let reason: String
    /// Every selected package, in dependency order.
    public let packages: [String]
    public let shardCount: Int
    /// The longest shard's predicted seconds: about the wall time of the whole plan.
    public let predictedSeconds: Int
    /// Where the step times came from, relative to the repository root.
    public let stepTimes: String
    public let shards: [Shard]
    /// The modules whose public API the change touches, and whose review it needs (`ReviewPlan`).
    public let reviews: ReviewPlan

    public init(
        base: String?, selection: ChangeImpact.Selection, shards: [Shard], stepTimes: String,
        reviews: ReviewPlan = .none
    ) {
        self.base = base
        self.reason = selection.reason
        self.packages = selection.packages.map(\.name)
        self.shardCount = shards.count
        self.predictedSeconds = shards.map(\.predictedSeconds).max() ?? 0
        self.stepTimes = stepTimes
        self.shards = shards
        self.reviews = reviews
    }

    /// Plans `selection` over at most `shardCount` shards.
    public init(
        base: String?, selection: ChangeImpact.Selection, planner: ShardPlanner, shardCount: Int, stepTimes: String,
        reviews: ReviewPlan = .none
    ) {
        self.init(
            base: base, selection: selection, shards: planner.shards(for: selection.packages, count: shardCount),
            stepTimes: stepTimes, reviews: reviews)
    }

    /// Pretty, keys sorted: the same plan is the same text.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and arrays of them: encoding cannot fail.
        return String(decoding: try! encoder.encode(self), as: UTF8.self) + "\n"
    }

    private enum CodingKeys: String, CodingKey {
        case base, reason, packages, shardCount, predictedSeconds, stepTimes, shards, apiChanges, reviewers
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(base, forKey: .base)  // null when planning everything, not left out
        try container.encode(reason, forKey: .reason)
        try container.encode(packages, forKey: .packages)
        try container.encode(shardCount, forKey: .shardCount)
        try container.encode(predictedSeconds, forKey: .predictedSeconds)
        try container.encode(stepTimes, forKey: .stepTimes)
        try container.encode(shards, forKey: .shards)
        try container.encode(reviews.apiChanges, forKey: .apiChanges)
        try container.encode(reviews.reviewers, forKey: .reviewers)
    }
}
