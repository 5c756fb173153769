import Foundation
import TandemUIKit

/// A color picker's well: UIKit's `UIColorWell` (a 28-point ring of the
/// hues around the selected color), whose tap presents the system's color
/// picker; each color picked there is written to the selection.
struct ColorWell: UIViewRepresentable {
    let selection: Binding<Color>
    let supportsOpacity: Bool

    func makeUIView(context: Context) -> UIColorWell {
        let well = UIColorWell(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
        let coordinator = context.coordinator
        well.addAction(
            UIAction { [weak well] _ in
                if let color = well?.selectedColor { coordinator.selection?.wrappedValue = Color(uiColor: color) }
            }, for: .valueChanged)
        return well
    }

    func updateUIView(_ well: UIColorWell, context: Context) {
        context.coordinator.selection = selection
        well.supportsAlpha = supportsOpacity
        let color = selection.wrappedValue.uiColor
        if well.selectedColor != color { well.selectedColor = color }
    }

    /// 28 points across, whatever is offered.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIColorWell, context: Context) -> CGSize? {
        uiView.intrinsicContentSize
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    /// Holds the selection the well writes to (the latest binding).
    final class Coordinator {
        var selection: Binding<Color>?
    }
}
