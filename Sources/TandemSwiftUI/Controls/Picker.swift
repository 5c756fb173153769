import Foundation
import TandemUIKit
import TandemSupport

/// A control that selects one of several tagged options, shown as a
/// segmented control (`UISegmentedControl`).
///
/// Options are the views of `content`, each tagged with `.tag(_:)` (a
/// `ForEach` tags its rows with their ids). Every picker style draws
/// segments in Tandem (see docs/Compatibility.md).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label

    /// A picker bound to `selection`, with options from `content` and a label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The segments.
    public var body: some View {
        SegmentsLeaf(options: PickerOptions.collect(content), selection: selection)
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The segmented control of a picker.
struct SegmentsLeaf<SelectionValue: Hashable>: View, PlatformLeaf {
    let options: [PickerOption]
    let selection: Binding<SelectionValue>

    var body: Never { primitiveBodyCalled(Self.self) }

    func makePlatformView(environment: EnvironmentValues) -> BoundSegmentedControl {
        BoundSegmentedControl(items: nil)
    }

    func updatePlatformView(_ view: BoundSegmentedControl, environment: EnvironmentValues) {
        let titles = options.map(\.title)
        if view.titles != titles {
            view.removeAllSegments()
            for (index, title) in titles.enumerated() { view.insertSegment(withTitle: title, at: index, animated: false) }
        }
        let tags = options.map(\.tag)
        view.select = { index in
            guard tags.indices.contains(index), let value = tags[index]?.base as? SelectionValue else {
                Diagnostics.report("SwiftUI", "Picker: the option chosen has no tag of type \(SelectionValue.self); the selection is unchanged.")
                return
            }
            selection.wrappedValue = value
        }
        let selected = tags.firstIndex { $0 == AnyHashable(selection.wrappedValue) } ?? -1
        if view.selectedSegmentIndex != selected { view.selectedSegmentIndex = selected }
        if view.isEnabled != environment.isEnabled { view.isEnabled = environment.isEnabled }
    }

    /// The offered width (its own where unspecified), its own height.
    func sizeThatFits(_ proposal: ProposedViewSize, view: BoundSegmentedControl, environment: EnvironmentValues) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: proposal.width ?? intrinsic.width, height: intrinsic.height)
    }
}

/// A segmented control that reports the chosen segment.
final class BoundSegmentedControl: UISegmentedControl {
    var select: (Int) -> Void = { _ in }

    var titles: [String] { (0..<numberOfSegments).map { titleForSegment(at: $0) ?? "" } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.select(self.selectedSegmentIndex)
        }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension View {
    /// Sets the style of pickers inside (every style draws segments in Tandem).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        self
    }
}
