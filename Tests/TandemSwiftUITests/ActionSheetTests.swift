import Foundation
import SwiftUI
import Testing
import TandemTestSupport
import TandemUIKit

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
        CATransaction.flush()
        let sheet = try #require(hosting.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.title == "Change photo")
        #expect(sheet.message == "Pick a source")
        #expect(sheet.actions.map(\.title) == ["Camera", "Remove", "Cancel"])
        #expect(sheet.actions.map(\.style) == [.default, .destructive, .cancel])
        #expect(window.label("up") != nil)
        window.synthesizeTap(at: try #require(sheet.view.centerOfButton("Remove")))
        CATransaction.flush()
        #expect(log.entries == ["remove"])
        #expect(hosting.presentedViewController == nil)
        #expect(window.label("down") != nil)
    }
}
