import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemUIKit

/// `NavigationSplitView`: columns side by side on a regular width, one stack
/// on a compact one with the sidebar on top, value links pushing within
/// their column, and selection-driven navigation (SnowSeeker's resorts,
/// Apple's documentation examples).
@MainActor
@Suite struct NavigationSplitViewTests {
    /// SnowSeeker's shape: value links and their destination in the sidebar, a welcome detail.
    struct Resorts: View {
        var body: some View {
            NavigationSplitView {
                List(["Aspen", "Whistler"], id: \.self) { resort in
                    NavigationLink(value: resort) { Text(resort) }
                }
                .navigationTitle("Resorts")
                .navigationDestination(for: String.self) { resort in Text("About \(resort)") }
            } detail: {
                Text("Welcome")
            }
        }
    }

    /// Apple's shape: a list selection in the sidebar, a detail that shows it.
    final class Choice: ObservableObject {
        @Published var selection: String?
        @Published var compactColumn = NavigationSplitViewColumn.sidebar
    }

    struct Chooser: View {
        @ObservedObject var choice: Choice
        var bindsCompactColumn = false

        var body: some View {
            if bindsCompactColumn {
                NavigationSplitView(preferredCompactColumn: $choice.compactColumn) {
                    sidebar
                } detail: {
                    detail
                }
            } else {
                NavigationSplitView {
                    sidebar
                } detail: {
                    detail
                }
            }
        }

        private var sidebar: some View {
            List(["Red", "Green"], id: \.self, selection: $choice.selection) { color in
                NavigationLink(color, value: color)
            }
            .navigationTitle("Colors")
        }

        @ViewBuilder private var detail: some View {
            if let selection = choice.selection { Text("Chose \(selection)") } else { Text("Pick a color") }
        }
    }

    /// The texts of the labels shown (not hidden, in the window), top to bottom, then leading to trailing.
    private func shownTexts(in window: UIWindow) -> [String] {
        let shown = window.labels.filter { label in
            var view: UIView? = label
            while let current = view {
                if current.isHidden || current.alpha == 0 { return false }
                view = current.superview
            }
            return !(label.text ?? "").isEmpty && window.bounds.intersects(window.frame(of: label))
        }
        return shown.map { $0.text ?? "" }
    }

    private func tap(_ text: String, in window: UIWindow) throws {
        let label = try #require(window.labels.first { $0.text == text && $0.window != nil })
        window.synthesizeTap(at: window.frame(of: label).center)
        settle()
    }

    /// Runs the transitions to their end.
    private func settle() {
        CATransaction.flush()
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
    }

    @Test func compactShowsTheSidebarAndItsLinksPushWithinTheStack() throws {
        let (_, window) = host(Resorts(), width: 390, height: 844)
        defer { window.isHidden = true }
        var texts = shownTexts(in: window)
        #expect(texts.contains("Aspen") && texts.contains("Whistler") && texts.contains("Resorts"))
        #expect(!texts.contains("Welcome"), "the sidebar is on top when collapsed")
        try tap("Whistler", in: window)
        texts = shownTexts(in: window)
        #expect(texts.contains("About Whistler"))
        #expect(!texts.contains("Aspen"))
        let back = try #require(window.centerOfButton("Resorts"))
        window.synthesizeTap(at: back)
        settle()
        texts = shownTexts(in: window)
        #expect(texts.contains("Aspen") && !texts.contains("About Whistler"))
    }

    @Test func regularShowsTheColumnsSideBySide() throws {
        let (_, window) = host(Resorts(), width: 1366, height: 1024)
        defer { window.isHidden = true }
        let aspen = try #require(window.labels.first { $0.text == "Aspen" })
        let welcome = try #require(window.labels.first { $0.text == "Welcome" && $0.window != nil })
        #expect(window.frame(of: aspen).maxX <= 320, "the sidebar is 320 points wide")
        #expect(window.frame(of: welcome).minX > 320, "the detail beside it")
        #expect(shownTexts(in: window).contains("Welcome"))
    }

    @Test func aSelectionPushesTheDetailWhenCollapsedAndGoingBackClearsIt() throws {
        let choice = Choice()
        let (_, window) = host(Chooser(choice: choice), width: 390, height: 844)
        defer { window.isHidden = true }
        #expect(!shownTexts(in: window).contains("Pick a color"))
        try tap("Green", in: window)
        #expect(choice.selection == "Green")
        var texts = shownTexts(in: window)
        #expect(texts.contains("Chose Green"))
        #expect(!texts.contains("Red"), "the detail covers the sidebar")
        let back = try #require(window.centerOfButton("Colors"))
        window.synthesizeTap(at: back)
        settle()
        #expect(choice.selection == nil, "going back clears the selection")
        texts = shownTexts(in: window)
        #expect(texts.contains("Red") && !texts.contains("Chose Green") && !texts.contains("Pick a color"))
        // And the same row again shows the detail again.
        try tap("Green", in: window)
        #expect(shownTexts(in: window).contains("Chose Green"))
    }

    @Test func aSelectionShowsInTheDetailColumnBesideTheSidebar() throws {
        let choice = Choice()
        let (_, window) = host(Chooser(choice: choice), width: 1366, height: 1024)
        defer { window.isHidden = true }
        #expect(shownTexts(in: window).contains("Pick a color"))
        try tap("Red", in: window)
        #expect(choice.selection == "Red")
        let texts = shownTexts(in: window)
        #expect(texts.contains("Chose Red") && texts.contains("Green"), "both columns still show")
    }

    @Test func theCompactColumnFollowsItsBindingBothWays() throws {
        let choice = Choice()
        choice.compactColumn = .detail
        let (_, window) = host(Chooser(choice: choice, bindsCompactColumn: true), width: 390, height: 844)
        defer { window.isHidden = true }
        var texts = shownTexts(in: window)
        #expect(texts.contains("Pick a color") && !texts.contains("Red"), "the detail on top")
        let back = try #require(window.centerOfButton("Colors"))
        window.synthesizeTap(at: back)
        settle()
        #expect(choice.compactColumn == .sidebar, "going back writes the binding")
        texts = shownTexts(in: window)
        #expect(texts.contains("Red"))
        choice.compactColumn = .detail
        settle()
        #expect(shownTexts(in: window).contains("Pick a color"))
    }

    final class Columns: ObservableObject {
        @Published var visibility = NavigationSplitViewVisibility.detailOnly
    }

    struct Styled: View {
        @ObservedObject var columns: Columns
        var body: some View {
            NavigationSplitView(columnVisibility: $columns.visibility) {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }
            .navigationSplitViewStyle(.balanced)
        }
    }

    @Test func columnVisibilityAndStyleSetTheSplitView() throws {
        let columns = Columns()
        let (hosting, window) = host(Styled(columns: columns), width: 1366, height: 1024)
        defer { window.isHidden = true }
        let split = try #require(hosting.children.first as? UISplitViewController)
        #expect(split.preferredSplitBehavior == .tile)
        #expect(split.preferredDisplayMode == .secondaryOnly)
        #expect(!shownTexts(in: window).contains("Sidebar"))
        columns.visibility = .all
        settle()
        #expect(split.preferredDisplayMode == .oneBesideSecondary)
        #expect(shownTexts(in: window).contains("Sidebar"))
        // The user hiding the sidebar writes the binding back.
        split.hide(.primary)
        settle()
        #expect(columns.visibility == .detailOnly)
    }

    struct PlainRows: View {
        @ObservedObject var choice: Choice
        var body: some View {
            NavigationSplitView {
                List(["Red", "Green"], id: \.self, selection: $choice.selection) { color in Text(color) }
                    .navigationTitle("Colors")
            } detail: {
                if let selection = choice.selection { Text("Chose \(selection)") } else { Text("Pick a color") }
            }
        }
    }

    @Test func aPlainRowsSelectionShowsTheDetailAndSurvivesExpanding() throws {
        // Apple's documentation example: rows of text, no links.
        let choice = Choice()
        let (_, window) = host(PlainRows(choice: choice), width: 390, height: 844)
        defer { window.isHidden = true }
        try tap("Red", in: window)
        #expect(choice.selection == "Red")
        #expect(shownTexts(in: window).contains("Chose Red") && !shownTexts(in: window).contains("Green"))
        // Wider: the columns side by side, the selection kept.
        window.frame = CGRect(x: 0, y: 0, width: 1366, height: 1024)
        settle()
        #expect(choice.selection == "Red", "expanding is not going back")
        let texts = shownTexts(in: window)
        #expect(texts.contains("Chose Red") && texts.contains("Green"))
    }
}
