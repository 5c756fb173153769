import Foundation
import TandemUIKit

extension _UIHostingView {
    /// `presentationDetents` and `interactiveDismissDisabled` in the content
    /// set the hosting controller's sheet detents and `isModalInPresentation`.
    /// Only what the content asks for is written: a controller's own settings
    /// stay unless the content set them before.
    func applyPresentationPreferences(detents: Set<PresentationDetent>?, modal: Bool) {
        let changedDetents = detents != presentationDetents
        let changedModal = modal != isInteractiveDismissDisabled
        presentationDetents = detents
        isInteractiveDismissDisabled = modal
        guard let controller = hostingController else { return }
        if changedModal { controller.isModalInPresentation = modal }
        if changedDetents, let sheet = controller.sheetPresentationController {
            sheet.detents = (detents ?? [.large]).sorted { $0.order < $1.order }.map(\.uiKitDetent)
        }
    }
}

extension _UIHostingView {
    /// `presentationDragIndicator` and `presentationCornerRadius` in the
    /// content set the sheet's grabber and corners, when the content asks.
    /// Content that asks for detents and no grabber gets the automatic one
    /// (shown with more than one detent), as in SwiftUI.
    func applySheetAppearance(dragIndicator: Visibility?, cornerRadius: CGFloat??) {
        guard let sheet = hostingController?.sheetPresentationController else { return }
        if let dragIndicator = dragIndicator ?? (presentationDetents != nil ? .automatic : nil) {
            let visible =
                switch dragIndicator {
                case .visible: true
                case .hidden: false
                case .automatic: sheet.detents.count > 1
                }
            if sheet.prefersGrabberVisible != visible { sheet.prefersGrabberVisible = visible }
        }
        if let cornerRadius, sheet.preferredCornerRadius != cornerRadius { sheet.preferredCornerRadius = cornerRadius }
    }
}

extension PresentationDetent {
    /// UIKit's detent for this one.
    @MainActor var uiKitDetent: UISheetPresentationController.Detent {
        switch kind {
        case .medium: .medium()
        case .large: .large()
        case .fraction(let fraction): .custom { context in context.maximumDetentValue * min(max(0, fraction), 1) }
        case .height(let height): .custom { _ in max(0, height) }
        }
    }

    /// Sorts detents from the smallest (heights count against a phone-sized sheet).
    var order: CGFloat {
        switch kind {
        case .medium: 0.5
        case .large: 1
        case .fraction(let fraction): fraction
        case .height(let height): height / 800
        }
    }
}
