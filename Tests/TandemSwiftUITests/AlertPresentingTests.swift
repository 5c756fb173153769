import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// An alert or a confirmation dialog presenting data takes its title as a
/// string or a text, as well as a localized key (SnowSeeker titles its
/// facility alert with the facility's name).
@MainActor
@Suite struct AlertPresentingTests {
    struct Facility { let name: String }

    struct Host: View {
        @State var showing = false
        @State var facility: Facility? = Facility(name: "Ski School")

        var body: some View {
            Button("Info") { showing = true }
                .alert(facility?.name ?? "More information", isPresented: $showing, presenting: facility) { _ in
                } message: { facility in
                    Text("About \(facility.name)")
                }
        }
    }

    @Test func aStringTitleAndTheDatasMessageShow() throws {
        let (hosting, window) = host(Host())
        defer { window.isHidden = true }
        window.synthesizeTap(at: try #require(window.centerOfLabel("Info")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let alert = try #require(hosting.presentedViewController as? UIAlertController)
        #expect(alert.title == "Ski School")
        #expect(alert.message == "About Ski School")
        #expect(alert.actions.map(\.title) == ["OK"], "no actions given: an OK button, as SwiftUI adds")
    }

    struct Dialog: View {
        @State var showing = false
        let file: String? = "notes.txt"

        var body: some View {
            Button("Delete") { showing = true }
                .confirmationDialog(file ?? "File", isPresented: $showing, titleVisibility: .visible, presenting: file)
            {
                file in
                Button("Delete \(file)", role: .destructive) {}
            }
        }
    }

    @Test func aConfirmationDialogTakesAStringTitleToo() throws {
        let (hosting, window) = host(Dialog())
        defer { window.isHidden = true }
        window.synthesizeTap(at: try #require(window.centerOfLabel("Delete")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let sheet = try #require(hosting.presentedViewController as? UIAlertController)
        #expect(sheet.title == "notes.txt")
        #expect(sheet.actions.map(\.title) == ["Delete notes.txt", "Cancel"])
    }
}
