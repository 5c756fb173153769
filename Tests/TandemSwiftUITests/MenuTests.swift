import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// `Menu` and `contextMenu` show UIKit menus built from their SwiftUI content.
@MainActor
@Suite struct SwiftUIMenuTests {
    struct Menus: View {
        let log: GestureStateLog
        var primary = false
        var body: some View {
            VStack(spacing: 40) {
                if primary {
                    Menu("Add") {
                        Button("Photo") { log.entries.append("photo") }
                    } primaryAction: {
                        log.entries.append("primary")
                    }
                } else {
                    Menu("Actions") {
                        Button("Copy") { log.entries.append("copy") }
                        Menu("Share") {
                            Button("Mail") { log.entries.append("mail") }
                            Button("Messages") { log.entries.append("messages") }
                        }
                        Divider()
                        Button("Delete", role: .destructive) { log.entries.append("delete") }
                    }
                }
                Text("Hold me")
                    .contextMenu {
                        Button("Rename") { log.entries.append("rename") }
                        Button("Duplicate") { log.entries.append("duplicate") }
                    }
            }
        }
    }

    private func tap(_ point: CGPoint?, in window: UIWindow) throws {
        window.synthesizeTap(at: try #require(point))
        CATransaction.flush()
    }

    private func hold(_ point: CGPoint?, in window: UIWindow) throws {
        let point = try #require(point)
        let start = ProcessInfo.processInfo.systemUptime
        window.handlePointerInput(PointerInput(.down, at: point, timestamp: start))
        // The long press recognizes after half a second: run the loop past it.
        let deadline = Date().addingTimeInterval(0.7)
        while Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.05)); CATransaction.flush() }
        window.handlePointerInput(PointerInput(.up, at: point, timestamp: start + 0.8))
        CATransaction.flush()
    }

    @Test func aTapOpensTheMenuWithItsSubmenuAndGroups() throws {
        let log = GestureStateLog()
        let (_, window) = host(Menus(log: log), width: 400, height: 600)
        defer { window.isHidden = true }
        #expect(MenuPresentation.shownRowTitles(in: window) == nil)
        try tap(window.centerOfLabel("Actions"), in: window)
        #expect(MenuPresentation.shownRowTitles(in: window) == ["Copy", "Share", "Delete"])
        // The submenu opens in the panel, with its title row to go back.
        try tap(MenuPresentation.centerOfShownRow("Share", in: window), in: window)
        #expect(MenuPresentation.shownRowTitles(in: window) == ["Share", "Mail", "Messages"])
        try tap(MenuPresentation.centerOfShownRow("Messages", in: window), in: window)
        #expect(log.entries == ["messages"])
        #expect(MenuPresentation.shownRowTitles(in: window) == nil)
    }

    @Test func aPrimaryActionRunsOnTapAndTheMenuOpensOnALongPress() throws {
        let log = GestureStateLog()
        let (_, window) = host(Menus(log: log, primary: true), width: 400, height: 600)
        defer { window.isHidden = true }
        try tap(window.centerOfLabel("Add"), in: window)
        #expect(log.entries == ["primary"])
        #expect(MenuPresentation.shownRowTitles(in: window) == nil)
        try hold(window.centerOfLabel("Add"), in: window)
        #expect(MenuPresentation.shownRowTitles(in: window) == ["Photo"])
        #expect(log.entries == ["primary"])
        try tap(MenuPresentation.centerOfShownRow("Photo", in: window), in: window)
        #expect(log.entries == ["primary", "photo"])
    }

    @Test func aToggleInAMenuIsACheckedActionThatFlipsIt() throws {
        struct Toggled: View {
            @State var showsCompleted = true
            let log: GestureStateLog
            var body: some View {
                Menu("View") {
                    Toggle("Show Completed", isOn: $showsCompleted)
                }
                .onChange(of: showsCompleted) { log.entries.append("now \($0)") }
            }
        }
        let log = GestureStateLog()
        let (_, window) = host(Toggled(log: log), width: 400, height: 600)
        defer { window.isHidden = true }
        try tap(window.centerOfLabel("View"), in: window)
        #expect(MenuPresentation.shownRowTitles(in: window) == ["Show Completed"])
        try tap(MenuPresentation.centerOfShownRow("Show Completed", in: window), in: window)
        #expect(log.entries == ["now false"])
    }

    @Test func aLongPressOpensTheContextMenu() throws {
        let log = GestureStateLog()
        let (_, window) = host(Menus(log: log), width: 400, height: 600)
        defer { window.isHidden = true }
        try tap(window.centerOfLabel("Hold me"), in: window)
        #expect(MenuPresentation.shownRowTitles(in: window) == nil)
        try hold(window.centerOfLabel("Hold me"), in: window)
        #expect(MenuPresentation.shownRowTitles(in: window) == ["Rename", "Duplicate"])
        try tap(MenuPresentation.centerOfShownRow("Duplicate", in: window), in: window)
        #expect(log.entries == ["duplicate"])
    }
}
