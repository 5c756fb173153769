import Foundation
import TandemSupport
import TandemUIKit

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
            for (index, title) in titles.enumerated() {
                view.insertSegment(withTitle: title, at: index, animated: false)
            }
        }
        let tags = options.map(\.tag)
        view.select = { index in
            guard tags.indices.contains(index), let value = tags[index]?.base as? SelectionValue else {
                Diagnostics.report(
                    "SwiftUI",
                    "Picker: the option chosen has no tag of type \(SelectionValue.self); the selection is unchanged.")
                return
            }
            selection.wrappedValue = value
        }
        let selected = tags.firstIndex { $0 == AnyHashable(selection.wrappedValue) } ?? -1
        if view.selectedSegmentIndex != selected { view.selectedSegmentIndex = selected }
        if view.isEnabled != environment.isEnabled { view.isEnabled = environment.isEnabled }
    }

    /// The offered width (its own where unspecified), its own height.
    func sizeThatFits(_ proposal: ProposedViewSize, view: BoundSegmentedControl, environment: EnvironmentValues)
        -> CGSize
    {
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: proposal.width ?? intrinsic.width, height: intrinsic.height)
    }
}
