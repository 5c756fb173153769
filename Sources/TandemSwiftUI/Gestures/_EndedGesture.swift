import TandemUIKit

/// A gesture with an action when it ends.
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The reported value.
    public typealias Value = Content.Value
    /// A primitive gesture.
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void
}
