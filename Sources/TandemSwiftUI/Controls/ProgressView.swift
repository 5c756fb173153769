import Foundation
import TandemUIKit

/// Progress: a spinning indicator when the amount is unknown, a bar when a
/// fraction is given, with an optional label below.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?

    /// The indicator, and the label under it when there is one.
    public var body: some View {
        VStack(spacing: 8) {
            if let fraction {
                ProgressBarLeaf(fraction: fraction)
            } else {
                SpinnerLeaf()
            }
            if let label {
                label.foregroundStyle(Color.secondary)
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinning indicator.
    public init() {
        fraction = nil
        label = nil
    }

    /// A bar showing `value` of `total` (clamped to 0...1; `nil` shows a spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { ProgressValue.fraction(Double($0), of: Double(total)) }
        label = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinning indicator with a label.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
    }

    /// A bar showing `value` of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = value.map { ProgressValue.fraction(Double($0), of: Double(total)) }
        self.label = label()
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinning indicator titled with a localized key.
    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        label = Text(titleKey)
    }

    /// A bar titled with a localized key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        fraction = value.map { ProgressValue.fraction(Double($0), of: Double(total)) }
        label = Text(titleKey)
    }
}
