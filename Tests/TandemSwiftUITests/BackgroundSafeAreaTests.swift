import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// A shape-style background or overlay extends into the safe area on the
/// edges it is told to ignore (all by default), as in SwiftUI; the view it
/// decorates stays inside the safe area.
@MainActor
@Suite struct BackgroundSafeAreaTests {
    /// The window's pixel at (x, y) points, after a commit with a 40-point
    /// top and 30-point bottom safe area.
    private func pixels<V: View>(of view: V, at points: [CGPoint]) -> [RGBA] {
        let (_, window) = host(view, width: 200, height: 200)
        defer { window.isHidden = true }
        window.tandemSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
        CATransaction.flush()
        let image = window.tandemSnapshot()
        let scale = window.screen.scale
        return points.map { image.pixel(Int($0.x * scale), Int($0.y * scale)) }
    }

    /// Whether the window's pixel inside the top inset is red, after a commit.
    private func topInsetIsRed(in window: UIWindow) -> Bool {
        CATransaction.flush()
        let scale = window.screen.scale
        return window.tandemSnapshot().pixel(Int(insideTheTopInset.x * scale), Int(insideTheTopInset.y * scale)) == red
    }

    private let insideTheTopInset = CGPoint(x: 100, y: 20)
    private let insideTheBottomInset = CGPoint(x: 100, y: 185)
    private let red = RGBA(255, 0, 0, 255)

    @Test func aBackgroundFillsTheSafeAreaByDefault() {
        let view = Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).background(
            Color(red: 1, green: 0, blue: 0))
        #expect(pixels(of: view, at: [insideTheTopInset, insideTheBottomInset]) == [red, red])
    }

    @Test func aBackgroundRespectsTheEdgesItIsNotToldToIgnore() {
        let view = Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(red: 1, green: 0, blue: 0), ignoresSafeAreaEdges: .top)
        let result = pixels(of: view, at: [insideTheTopInset, insideTheBottomInset])
        #expect(result[0] == red)
        #expect(result[1] != red)
    }

    @Test func anOverlayFillsTheSafeAreaOnTheEdgesItIgnores() {
        let view = Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(Color(red: 1, green: 0, blue: 0), ignoresSafeAreaEdges: .bottom)
        let result = pixels(of: view, at: [insideTheTopInset, insideTheBottomInset])
        #expect(result[0] != red)
        #expect(result[1] == red)
    }

    final class Shown: ObservableObject {
        @Published var header = true
        @Published var rows = [0, 1, 2]
    }

    /// A row whose background ignores the safe area, moved up to the top
    /// inset and back: its background reaches into the inset only while
    /// the row touches it (a moved subtree holding such a view is placed
    /// again while the host has insets, not translated).
    @Test func aMovedBackgroundReachesTheInsetOnlyWhereItTouchesIt() {
        struct Screen: View {
            @ObservedObject var shown: Shown
            var body: some View {
                VStack(spacing: 0) {
                    if shown.header { Color(red: 0, green: 1, blue: 0).frame(height: 50) }
                    Text("row").frame(maxWidth: .infinity).frame(height: 30).background(
                        Color(red: 1, green: 0, blue: 0))
                    Spacer()
                }
            }
        }
        let shown = Shown()
        let (_, window) = host(Screen(shown: shown), width: 200, height: 200)
        defer { window.isHidden = true }
        window.tandemSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
        func topInsetIsRed() -> Bool { self.topInsetIsRed(in: window) }
        #expect(!topInsetIsRed())
        shown.header = false
        #expect(topInsetIsRed())
        shown.header = true
        #expect(!topInsetIsRed())
    }

    final class Ignored: ObservableObject {
        @Published var edges: Edge.Set = []
    }

    /// The edges a background ignores, changed by an update, take effect at
    /// once, and a row that moves afterwards keeps to them (the background
    /// is one drawn view that extends itself; what it extends into is one
    /// of its row's translation facts, which the change renews).
    @Test func aBackgroundsIgnoredEdgesChangedByAnUpdateTakeEffect() {
        struct Screen: View {
            @ObservedObject var ignored: Ignored
            @ObservedObject var shown: Shown
            var body: some View {
                VStack(spacing: 0) {
                    if shown.header { Color(red: 0, green: 1, blue: 0).frame(height: 50) }
                    Text("row").frame(maxWidth: .infinity).frame(height: 30)
                        .background(Color(red: 1, green: 0, blue: 0), ignoresSafeAreaEdges: ignored.edges)
                    Spacer()
                }
            }
        }
        let ignored = Ignored(), shown = Shown()
        shown.header = false
        let (_, window) = host(Screen(ignored: ignored, shown: shown), width: 200, height: 200)
        defer { window.isHidden = true }
        window.tandemSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
        func topInsetIsRed() -> Bool { self.topInsetIsRed(in: window) }
        #expect(!topInsetIsRed())
        ignored.edges = .top
        #expect(topInsetIsRed())
        shown.header = true
        #expect(!topInsetIsRed())
        shown.header = false
        #expect(topInsetIsRed())
        ignored.edges = .bottom
        #expect(!topInsetIsRed())
    }

    /// Without insets, rows with such backgrounds move with their rows when
    /// a row above goes (the rows are translated): each background stays
    /// the size of its row, under the row's own color.
    @Test func rowsWithBackgroundsMoveUpWhenARowAboveGoes() {
        struct Rows: View {
            @ObservedObject var shown: Shown
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(shown.rows, id: \.self) { row in
                        Text("\(row)").frame(maxWidth: .infinity).frame(height: 30)
                            .background(Color(red: Double(row) / 2, green: 0, blue: 1))
                    }
                    Spacer()
                }
            }
        }
        let shown = Shown()
        let (_, window) = host(Rows(shown: shown), width: 200, height: 200)
        defer { window.isHidden = true }
        func colors() -> [RGBA] {
            CATransaction.flush()
            let image = window.tandemSnapshot()
            let scale = window.screen.scale
            return [5, 35, 65, 95].map { image.pixel(Int(5 * scale), Int(CGFloat($0) * scale)) }
        }
        let before = colors()
        shown.rows.removeFirst()
        let after = colors()
        #expect(after[0] == before[1])
        #expect(after[1] == before[2])
        #expect(after[2] == before[3])
    }
}
