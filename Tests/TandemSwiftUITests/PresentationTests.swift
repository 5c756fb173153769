import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

@testable import TandemSwiftUI

struct ConfirmDelete: View {
    @State var isPresented = false
    let log: NavigationLog

    var body: some View {
        VStack {
            Text(isPresented ? "asking" : "idle")
            Button("Remove") { isPresented = true }
        }
        .alert("Delete item?", isPresented: $isPresented) {
            Button("Delete", role: .destructive) { log.events.append("delete") }
            Button("Keep", role: .cancel) { log.events.append("keep") }
        } message: {
            Text("This cannot be undone.")
        }
        .confirmationDialog("Share", isPresented: .constant(false)) {
            Button("Copy") {}
        }
    }
}

struct DialogHost: View {
    @State var isPresented = false
    let log: NavigationLog

    var body: some View {
        Button("Options") { isPresented = true }
            .confirmationDialog("Choose", isPresented: $isPresented, titleVisibility: .visible) {
                Button("Duplicate") { log.events.append("duplicate") }
                Button("Erase", role: .destructive) { log.events.append("erase") }
            }
    }
}

struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    let log: NavigationLog

    var body: some View {
        VStack {
            Text("In the sheet")
            Button("Close") {
                log.events.append("close")
                dismiss()
            }
        }
    }
}

struct SheetHost: View {
    @State var showing = false
    let log: NavigationLog

    var body: some View {
        VStack {
            Text(showing ? "sheet up" : "sheet down")
            Button("Open") { showing = true }
        }
        .sheet(isPresented: $showing, onDismiss: { log.events.append("onDismiss") }) {
            SheetContent(log: log)
        }
    }
}

struct Document: Identifiable {
    let id: Int
}

final class CoverModel: ObservableObject {
    @Published var document: Document?
}

struct CoverHost: View {
    @ObservedObject var model: CoverModel
    let log: NavigationLog

    var body: some View {
        Text("Library")
            .fullScreenCover(item: $model.document, onDismiss: { log.events.append("onDismiss") }) { document in
                Text("Document \(document.id)")
            }
    }
}

struct HalfSheetHost: View {
    @State var showing = true

    var body: some View {
        Text("Under")
            .sheet(isPresented: $showing) {
                Text("Half")
                    .presentationDetents([.medium, .large])
                    .interactiveDismissDisabled()
            }
    }
}

@MainActor
@Suite struct PresentationTests {
    @Test func sheetOptionsBecomeTheSheetPresentationControllersDetentsAndModality() throws {
        let (hosting, window) = host(HalfSheetHost())
        defer { window.isHidden = true }
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let sheet = try #require(hosting.presentedViewController as? UIHostingController<AnyView>)
        #expect(window.label("Half") != nil, "a sheet presented from the start is shown")
        #expect(sheet.requestedDetents == [.medium, .large])
        #expect(sheet.isModalInPresentation, "interactiveDismissDisabled makes the presentation modal")
        let detents = try #require(sheet.sheetPresentationController?.detents)
        #expect(detents.map(\.identifier) == [.medium, .large])
        // The sheet rests at its first detent: about half the window.
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let sheetFrame = window.frame(of: sheet.view)
        #expect(abs(sheetFrame.height - window.bounds.height / 2) < 40, "\(sheetFrame)")
    }

    @Test func alertWithActionsAndMessageIsAUIAlertControllerWhoseButtonsRunAndResetTheBinding() throws {
        let log = NavigationLog()
        let (hosting, window) = host(ConfirmDelete(log: log))
        defer { window.isHidden = true }
        #expect(hosting.presentedViewController == nil, "a false binding presents nothing")
        window.synthesizeTap(at: try #require(window.centerOfLabel("Remove")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let alert = try #require(hosting.presentedViewController as? UIAlertController)
        #expect(alert.title == "Delete item?")
        #expect(alert.message == "This cannot be undone.")
        #expect(alert.actions.map(\.title) == ["Delete", "Keep"])
        #expect(alert.actions.map(\.style) == [.destructive, .cancel])
        #expect(window.label("asking") != nil)

        window.synthesizeTap(at: try #require(alert.view.centerOfButton("Delete")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(log.events == ["delete"])
        #expect(hosting.presentedViewController == nil)
        #expect(window.label("idle") != nil, "the binding was set back to false")

        window.synthesizeTap(at: try #require(window.centerOfLabel("Remove")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let again = try #require(hosting.presentedViewController as? UIAlertController)
        #expect(again !== alert, "each presentation is a new alert controller")
        window.synthesizeTap(at: try #require(again.view.centerOfButton("Keep")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(log.events == ["delete", "keep"])
        #expect(window.label("idle") != nil)
    }

    @Test func fullScreenCoverFollowsItsItemAndIsDismissedWhenTheItemBecomesNil() throws {
        let log = NavigationLog()
        let model = CoverModel()
        let (hosting, window) = host(CoverHost(model: model, log: log))
        defer { window.isHidden = true }
        model.document = Document(id: 4)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let cover = try #require(hosting.presentedViewController)
        #expect(cover.modalPresentationStyle == .fullScreen)
        #expect(window.label("Document 4") != nil)
        #expect(hosting.view.window == nil, "a full-screen cover takes its presenter's view out of the window")

        // Another item replaces the cover.
        model.document = Document(id: 5)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(window.label("Document 5") != nil)
        #expect(log.events == ["onDismiss"])

        model.document = nil
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(hosting.presentedViewController == nil)
        #expect(hosting.view.window === window)
        #expect(window.label("Library") != nil)
        #expect(log.events == ["onDismiss", "onDismiss"])
    }

    @Test func confirmationDialogIsAnActionSheetWithACancelButton() throws {
        let log = NavigationLog()
        let (hosting, window) = host(DialogHost(log: log))
        defer { window.isHidden = true }
        window.synthesizeTap(at: try #require(window.centerOfLabel("Options")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let sheet = try #require(hosting.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.title == "Choose")
        #expect(sheet.actions.map(\.title) == ["Duplicate", "Erase", "Cancel"])
        #expect(sheet.actions.map(\.style) == [.default, .destructive, .cancel])
        window.synthesizeTap(at: try #require(sheet.view.centerOfButton("Erase")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(log.events == ["erase"])
        #expect(hosting.presentedViewController == nil)
    }

    @Test func sheetDismissedByTheDismissActionResetsItsBindingAndCallsOnDismiss() throws {
        let log = NavigationLog()
        let (hosting, window) = host(SheetHost(log: log))
        defer { window.isHidden = true }
        window.synthesizeTap(at: try #require(window.centerOfLabel("Open")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let sheet = try #require(hosting.presentedViewController as? UIHostingController<AnyView>)
        #expect(sheet.modalPresentationStyle == .automatic)
        #expect(sheet.view.window === window)
        #expect(window.label("In the sheet") != nil)
        #expect(window.label("sheet up") != nil, "a page sheet leaves its presenter in the window")

        window.synthesizeTap(at: try #require(window.centerOfLabel("Close")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(hosting.presentedViewController == nil)
        #expect(sheet.view.window == nil)
        #expect(log.events == ["close", "onDismiss"])
        #expect(window.label("sheet down") != nil, "the binding was set back to false")
    }

    @Test func sheetDraggedDownResetsItsBindingAndCallsOnDismiss() throws {
        let log = NavigationLog()
        let (hosting, window) = host(SheetHost(log: log))
        defer { window.isHidden = true }
        window.synthesizeTap(at: try #require(window.centerOfLabel("Open")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let sheet = try #require(hosting.presentedViewController as? UIHostingController<AnyView>)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        // Drag the sheet down by most of its height, as a user closes it.
        let frame = window.frame(of: sheet.view)
        window.synthesizeDrag(
            from: CGPoint(x: frame.midX, y: frame.minY + 20),
            by: UIWindow.straightOffsets(
                from: CGPoint(x: frame.midX, y: frame.minY + 20),
                to: CGPoint(x: frame.midX, y: frame.minY + frame.height * 0.8), steps: 8))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(hosting.presentedViewController == nil)
        #expect(log.events == ["onDismiss"])
        #expect(window.label("sheet down") != nil, "the binding was set back to false")
        // Opened again, it shows again.
        window.synthesizeTap(at: try #require(window.centerOfLabel("Open")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(hosting.presentedViewController != nil)
    }
}
