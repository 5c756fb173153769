/// Builds views from the statements of a closure: blocks, `if`, `if/else`,
/// `switch`, `if let` and availability checks.
///
/// Each statement keeps its position in the result's type, which is how the
/// graph tells a view that stays (same position, same type) from one that
/// was replaced: state lives as long as that structural identity.
@resultBuilder
@preconcurrency @MainActor
public struct ViewBuilder {
    /// An empty block: an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view, unchanged.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views, kept in order in a `TupleView`.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }

    /// A view statement, unchanged.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`: the view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if/else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if/else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// A branch under `if #available`: type-erased, as in SwiftUI.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
