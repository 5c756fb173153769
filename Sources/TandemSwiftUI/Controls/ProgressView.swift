import Foundation
import TandemUIKit

/// Progress: a spinning indicator when the amount is unknown, a bar when a
/// fraction is given, with optional labels; drawn by the progress view
/// style in the environment (`.progressViewStyle(_:)`).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    var currentValueLabel: CurrentValueLabel? = nil

    /// Never called: the graph shows the style's body (a primitive view,
    /// so that the progress view is one view whatever its style).
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension ProgressView: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map {
                ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0))
            })
        // The innermost style draws; a progress view in its body is drawn by the next one out.
        var environment = updater.environment
        if let style = environment.progressViewStyles.popLast() {
            updater.reconcile(single: style.makeBody(configuration), environment: environment)
        } else {
            updater.reconcile(single: DefaultProgressViewStyle().makeBody(configuration: configuration))
        }
    }
}

extension ProgressView {
    /// A progress view of `configuration`, for a style's body: drawn by
    /// the style set around the style that makes it (or the automatic one).
    public init(_ configuration: ProgressViewStyleConfiguration)
    where
        Label == ProgressViewStyleConfiguration.Label,
        CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
    {
        fraction = configuration.fractionCompleted
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
    }

    /// A bar showing `value` of `total`, with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = value.map { ProgressValue.fraction(Double($0), of: Double(total)) }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
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

    /// A spinning indicator titled with a string (not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        fraction = nil
        label = Text(title)
    }

    /// A bar titled with a string (not localized).
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = value.map { ProgressValue.fraction(Double($0), of: Double(total)) }
        label = Text(title)
    }
}
