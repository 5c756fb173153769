/// Whether scroll views show their indicators:
/// ``View/scrollIndicators(_:axes:)``'s argument.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case automatic, visible, hidden, never
    }

    private let kind: Kind

    /// As the platform decides: shown while scrolling, on iOS.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .automatic) }
    /// Shown (while scrolling, as iOS shows them).
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .visible) }
    /// Hidden.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .hidden) }
    /// Never shown.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .never) }

    /// Whether a scroll view that would show its indicator shows it.
    var shows: Bool { kind == .automatic || kind == .visible }
}

extension View {
    /// Sets whether scroll views and lists inside this view show their
    /// indicators on `axes`. A `ScrollView` made with
    /// `showsIndicators: false` shows none whatever this says.
    public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> some View {
        transformEnvironment(\.self) { environment in
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
        }
    }
}

extension EnvironmentValues {
    private struct VerticalKey: EnvironmentKey {
        static var defaultValue: ScrollIndicatorVisibility { .automatic }
    }

    private struct HorizontalKey: EnvironmentKey {
        static var defaultValue: ScrollIndicatorVisibility { .automatic }
    }

    /// Whether scroll views show their vertical indicator (``View/scrollIndicators(_:axes:)``).
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalKey.self] }
        set { self[VerticalKey.self] = newValue }
    }

    /// Whether scroll views show their horizontal indicator (``View/scrollIndicators(_:axes:)``).
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalKey.self] }
        set { self[HorizontalKey.self] = newValue }
    }
}
