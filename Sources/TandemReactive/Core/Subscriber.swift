/// Declares that a type can receive values from a publisher, as in Combine.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values received.
    associatedtype Input
    /// The kind of error received.
    associatedtype Failure: Error

    /// Called once with the subscription, through which the subscriber requests values.
    func receive(subscription: Subscription)
    /// Called with each value; returns how many more values are wanted, added to the demand.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Called once at the end, after which nothing more is delivered.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Receives a `Void` value.
    public func receive() -> Subscribers.Demand {
        receive(())
    }
}

/// Namespace for subscriber types and the demand and completion they deal in.
public enum Subscribers {}

extension Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        /// Normally.
        case finished
        /// With an error.
        case failure(Failure)
    }

    /// How many more values a subscriber wants: a count, or unlimited.
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
        /// The count, or nil for unlimited.
        public let max: Int?

        private init(_ max: Int?) { self.max = max }

        /// As many values as the publisher produces.
        public static let unlimited = Demand(nil)
        /// No values.
        public static let none = Demand(0)

        /// At most `value` values; negative counts are a programming error and trap, as in Combine.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "demand cannot be negative")
            return Demand(value)
        }

        /// Adds two demands; unlimited absorbs, and counts saturate at unlimited.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.max, let b = rhs.max else { return .unlimited }
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .unlimited : Demand(sum)
        }

        /// Adds a count (negative counts subtract; the result never goes below zero).
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            guard let a = lhs.max else { return .unlimited }
            if rhs < 0 { return Demand(Swift.max(0, a + rhs)) }
            let (sum, overflow) = a.addingReportingOverflow(rhs)
            return overflow ? .unlimited : Demand(sum)
        }

        /// Subtracts; unlimited stays unlimited, counts never go below zero.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.max else { return .unlimited }
            guard let b = rhs.max else { return .none }
            return Demand(Swift.max(0, a - b))
        }

        /// Subtracts a count; never below zero. A subtraction that overflows
        /// (a count minus a negative number past `Int.max`) gives `.none`, as
        /// in Combine.
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard let a = lhs.max else { return .unlimited }
            let (difference, overflow) = a.subtractingReportingOverflow(rhs)
            return overflow ? .none : Demand(Swift.max(0, difference))
        }

        /// Multiplies a count; unlimited stays unlimited.
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let a = lhs.max else { return .unlimited }
            let (product, overflow) = a.multipliedReportingOverflow(by: rhs)
            return overflow ? .unlimited : Demand(Swift.max(0, product))
        }

        /// Adds in place.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        /// Adds a count in place.
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        /// Subtracts in place.
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        /// Subtracts a count in place.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// Orders counts; unlimited is greater than every count.
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (nil, _): return false
            case (_, nil): return true
            case (let a?, let b?): return a < b
            }
        }

        /// Compares with a count.
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
        /// Compares with a count.
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
        /// Compares with a count.
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
        /// Compares with a count.
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }
        /// Compares with a count.
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }
        /// Compares with a count: unlimited differs from every count.
        public static func != (lhs: Demand, rhs: Int) -> Bool { !(lhs == rhs) }
        /// Compares a count with a demand.
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }
        /// Compares a count with a demand.
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs != lhs }
        /// Compares a count with a demand: every count is less than unlimited.
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
        /// Compares a count with a demand.
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
        /// Compares a count with a demand.
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
        /// Compares a count with a demand.
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
        /// Multiplies in place; unlimited stays unlimited.
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        /// `unlimited` or `max(n)`.
        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
