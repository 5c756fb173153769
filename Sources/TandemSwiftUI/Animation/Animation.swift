public import Foundation

/// How a change is animated over time.
///
/// Tandem accepts every animation and applies the change at once (a later
/// release animates): the values exist so that code compiles and compares
/// them as on Apple's platforms.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    enum Curve: Equatable, Sendable {
        case easeInOut, easeIn, easeOut, linear, spring(response: Double, dampingFraction: Double)
    }

    let curve: Curve
    let duration: TimeInterval
    let delayTime: TimeInterval
    let speedFactor: Double
    let repeats: Int?
    let autoreverses: Bool

    init(curve: Curve, duration: TimeInterval, delay: TimeInterval = 0, speed: Double = 1, repeats: Int? = 1, autoreverses: Bool = false) {
        self.curve = curve
        self.duration = duration
        self.delayTime = delay
        self.speedFactor = speed
        self.repeats = repeats
        self.autoreverses = autoreverses
    }

    /// The default animation (ease in and out, 0.35 s).
    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
    /// Ease in and out over 0.35 s.
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
    /// Ease in over 0.35 s.
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    /// Ease out over 0.35 s.
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    /// Constant speed over 0.35 s.
    public static let linear = Animation(curve: .linear, duration: 0.35)
    /// A spring with SwiftUI's default response.
    public static let spring = Animation(curve: .spring(response: 0.5, dampingFraction: 0.825), duration: 0.5)

    /// Ease in and out over `duration`.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    /// Ease in over `duration`.
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(curve: .easeIn, duration: duration) }
    /// Ease out over `duration`.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(curve: .easeOut, duration: duration) }
    /// Constant speed over `duration`.
    public static func linear(duration: TimeInterval) -> Animation { Animation(curve: .linear, duration: duration) }

    /// A spring with the given response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction), duration: response)
    }

    /// This animation after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(curve: curve, duration: duration, delay: delay, speed: speedFactor, repeats: repeats, autoreverses: autoreverses)
    }

    /// This animation `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        Animation(curve: curve, duration: duration, delay: delayTime, speed: speed, repeats: repeats, autoreverses: autoreverses)
    }

    /// This animation repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(curve: curve, duration: duration, delay: delayTime, speed: speedFactor, repeats: repeatCount, autoreverses: autoreverses)
    }

    /// This animation repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(curve: curve, duration: duration, delay: delayTime, speed: speedFactor, repeats: nil, autoreverses: autoreverses)
    }

    /// A readable description of the curve and timing.
    public var description: String { "Animation(\(curve), duration: \(duration))" }
}

/// Runs `body` in a transaction with `animation` and returns its result.
/// Tandem applies the changes at once.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `transaction` as the current transaction and returns its result.
///
/// The views that the state changes in `body` update see `transaction` as
/// `context.transaction` (representables) for that update. Tandem applies the
/// changes at once whatever its animation.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try TransactionScope.run(transaction, body)
}
