import Foundation

/// Builds keyframe track content from the keyframes written in a closure,
/// one after the other (with `if`/`else`, `switch` and `for` loops).
@resultBuilder
@preconcurrency @MainActor
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe as written.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeSequence<Value>(segments: [])
    }

    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// The keyframes so far, then `next`.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(segments: keyframeSegments(of: accumulated) + keyframeSegments(of: next))
    }

    /// The keyframes of a loop, one pass after the other.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value>
    {
        KeyframeSequence(segments: components.flatMap { keyframeSegments(of: $0) })
    }

    /// The keyframes of the first branch of an `if`/`else`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        first component: First
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .first(component))
    }

    /// The keyframes of the second branch of an `if`/`else`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
        second component: Second
    ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .second(component))
    }

    /// The keyframes of whichever branch of a condition was taken.
    @preconcurrency @MainActor
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
        KeyframeTrackContent, KeyframeSegmentSource
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        /// The value the branches move.
        public typealias Value = ConditionalValue

        /// The branch's keyframes (returned explicitly, so that the protocol's result builder does not wrap it).
        public var body: Conditional<ConditionalValue, First, Second> { return self }

        var anySegments: Any {
            switch storage {
            case .first(let content): keyframeSegments(of: content)
            case .second(let content): keyframeSegments(of: content)
            }
        }
    }
}
