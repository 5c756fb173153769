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

    @Test func aPickerInAMenuIsAnInlineGroupWithTheSelectionChecked() throws {
        struct Sorting: View {
            @State var order = "Name"
            let log: GestureStateLog
            var body: some View {
                Menu("Sort") {
                    Picker("Sort by", selection: $order) {
                        Text("Name").tag("Name")
                        Text("Date").tag("Date")
                        ForEach(["Size"], id: \.self) { Text($0) }
                    }
                    Button("Refresh") { log.entries.append("refresh") }
                }
                .onChange(of: order) { log.entries.append($0) }
            }
        }
        func checked(in window: UIWindow) -> [String] {
            ["Name", "Date", "Size"].filter { title in
                window.allSubviews.contains {
                    $0.accessibilityLabel == title && $0.accessibilityTraits.contains(.selected)
                }
            }
        }
        let log = GestureStateLog()
        let (_, window) = host(Sorting(log: log), width: 400, height: 600)
        defer { window.isHidden = true }
        try tap(window.centerOfLabel("Sort"), in: window)
        // The picker's label is not shown: its options stand in the menu.
        #expect(MenuPresentation.shownRowTitles(in: window) == ["Name", "Date", "Size", "Refresh"])
        #expect(checked(in: window) == ["Name"])
        try tap(MenuPresentation.centerOfShownRow("Size", in: window), in: window)
        // The menu fades away before it leaves the window.
        TandemAnimationClock.finishAnimations()
        #expect(log.entries == ["Size"])
        #expect(MenuPresentation.shownRowTitles(in: window) == nil)
        try tap(window.centerOfLabel("Sort"), in: window)
        #expect(checked(in: window) == ["Size"])
    }

    @Test func aContextMenuPreviewShowsOverTheViewWithTheMenuBelowIt() throws {
        let log = GestureStateLog()
        let (_, window) = host(
            Text("Hold me")
                .contextMenu {
                    Button("Open") { log.entries.append("open") }
                } preview: {
                    Color.red.frame(width: 120, height: 80)
                },
            width: 400, height: 600)
        defer { window.isHidden = true }
        let source = try #require(window.centerOfLabel("Hold me"))
        try hold(source, in: window)
        #expect(MenuPresentation.shownRowTitles(in: window) == ["Open"])
        let frame = try #require(MenuPresentation.shownPreviewFrame(in: window))
        #expect(frame.size == CGSize(width: 120, height: 80))
        #expect(abs(frame.midX - source.x) <= 1)
        let snapshot = try #require(window.tandemSnapshot().cgImage)
        let scale = CGFloat(snapshot.width) / window.bounds.width
        let inside = snapshot.pixel(Int(frame.midX * scale), Int(frame.midY * scale))
        #expect(inside.isClose(to: RGBA(255, 59, 48, 255), tolerance: 3))
        // The menu's rows are below the preview.
        let row = try #require(MenuPresentation.centerOfShownRow("Open", in: window))
        #expect(row.y > frame.maxY)
        // A touch on the preview dismisses the menu without running anything.
        try tap(CGPoint(x: frame.midX, y: frame.midY), in: window)
        #expect(MenuPresentation.shownRowTitles(in: window) == nil)
        #expect(log.entries.isEmpty)
    }
}
