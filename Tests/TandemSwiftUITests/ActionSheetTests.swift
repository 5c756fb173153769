import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// `actionSheet(isPresented:content:)` with `ActionSheet`, iOS 13's form.
@MainActor
@Suite struct ActionSheetTests {
    struct SheetHost: View {
        @State var showing = false
        let log: GestureStateLog
        var body: some View {
            VStack {
                Text(showing ? "up" : "down")
                Button("Photo") { showing = true }
            }
            .actionSheet(isPresented: $showing) {
                ActionSheet(
                    title: Text("Change photo"), message: Text("Pick a source"),
                    buttons: [
                        .default(Text("Camera")) { log.entries.append("camera") },
                        .destructive(Text("Remove")) { log.entries.append("remove") },
                        .cancel(),
                    ])
            }
        }
    }

    @Test func anActionSheetShowsItsTitleMessageAndButtonsAndResetsItsBinding() throws {
        let log = GestureStateLog()
        let (hosting, window) = host(SheetHost(log: log))
        defer { window.isHidden = true }
        window.synthesizeTap(at: try #require(window.centerOfLabel("Photo")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let sheet = try #require(hosting.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.title == "Change photo")
        #expect(sheet.message == "Pick a source")
        #expect(sheet.actions.map(\.title) == ["Camera", "Remove", "Cancel"])
        #expect(sheet.actions.map(\.style) == [.default, .destructive, .cancel])
        #expect(window.label("up") != nil)
        window.synthesizeTap(at: try #require(sheet.view.centerOfButton("Remove")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(log.entries == ["remove"])
        #expect(hosting.presentedViewController == nil)
        #expect(window.label("down") != nil)
    }
}

/// The `confirmationDialog` forms with a message or presenting data, and
/// iOS 13's `ContextMenu`.
@MainActor
@Suite struct ConfirmationDialogFormTests {
    struct File: Identifiable { let id: String }

    struct Host: View {
        @State var showing = false
        @State var file: File? = File(id: "notes.txt")
        let log: GestureStateLog
        var body: some View {
            Button("Delete") { showing = true }
                .confirmationDialog("Delete file?", isPresented: $showing, titleVisibility: .visible, presenting: file)
            { file in
                Button("Delete \(file.id)", role: .destructive) { log.entries.append("deleted \(file.id)") }
            } message: { file in
                Text("\(file.id) cannot be restored.")
            }
        }
    }

    @Test func aDialogPresentingDataMakesItsButtonsAndMessageFromIt() throws {
        let log = GestureStateLog()
        let (hosting, window) = host(Host(log: log))
        defer { window.isHidden = true }
        window.synthesizeTap(at: try #require(window.centerOfLabel("Delete")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let sheet = try #require(hosting.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.title == "Delete file?")
        #expect(sheet.message == "notes.txt cannot be restored.")
        #expect(sheet.actions.map(\.title) == ["Delete notes.txt", "Cancel"])
        window.synthesizeTap(at: try #require(sheet.view.centerOfButton("Delete notes.txt")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(log.entries == ["deleted notes.txt"])
    }

    @Test func iOS13ContextMenuOpensOnALongPress() throws {
        struct Held: View {
            let log: GestureStateLog
            var body: some View {
                Text("Hold").contextMenu(
                    ContextMenu {
                        Button("Pin") { log.entries.append("pin") }
                    })
            }
        }
        let log = GestureStateLog()
        let (_, window) = host(Held(log: log), width: 300, height: 400)
        defer { window.isHidden = true }
        let point = try #require(window.centerOfLabel("Hold"))
        window.handlePointerInput(PointerInput(.down, at: point))
        let deadline = Date().addingTimeInterval(0.7)
        while Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.05)); CATransaction.flush() }
        window.handlePointerInput(PointerInput(.up, at: point))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(MenuPresentation.shownRowTitles(in: window) == ["Pin"])
    }
}
