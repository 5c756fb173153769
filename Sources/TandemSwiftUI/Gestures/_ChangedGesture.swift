import TandemUIKit

/// A gesture with an action when it changes.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    /// The reported value.
    public typealias Value = Content.Value
    /// A primitive gesture.
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void
}
