import Foundation

/// A view whose content is remade at every frame with a value the
/// keyframes move: repeating while it is shown, or played once each time a
/// trigger changes.
///
/// The content closure gets the value at the current moment of the
/// keyframes (``KeyframeTimeline``) and applies it with modifiers. The
/// keyframes closure gets the value they start from: the initial value at
/// first, and for a triggered animator the value where the last run ended.
@preconcurrency @MainActor
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where Value == KeyframePath.Value {
    let initialValue: Value
    let trigger: AnyEquatableValue?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    @State private var frames = 0
    @State private var player = KeyframePlayer<Value>()

    /// Plays the keyframes from `initialValue` while the view is shown, over
    /// and over when `repeating` (else once, then holding the end value).
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// Shows `initialValue` and plays the keyframes once each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = AnyEquatableValue(trigger)
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// The content for the keyframes' value now.
    public var body: some View {
        // Read so that each frame remakes the content.
        let _ = frames
        content(player.value(initial: initialValue))
            .onAppear {
                player.isShown = true
                if trigger == nil { play() }
            }
            .onDisappear { player.stop(isShown: false) }
            .onChange(of: trigger) { _, _ in play() }
    }

    /// Starts the keyframes from the value shown now.
    private func play() {
        let from = player.value(initial: initialValue)
        let keyframes = keyframes
        let timeline = KeyframeTimeline(initialValue: from) { keyframes(from) }
        player.play(timeline, repeating: repeating) { frames &+= 1 }
    }
}

extension View {
    /// Remakes this view at every frame with a value the keyframes move,
    /// repeating while shown when `repeating` (see ``KeyframeAnimator``).
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
            keyframes: keyframes)
    }

    /// Remakes this view at every frame of a run of the keyframes, played
    /// once each time `trigger` changes (see ``KeyframeAnimator``).
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimator(
            initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
