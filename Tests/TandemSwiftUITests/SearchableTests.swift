import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemUIKit

/// `searchable`: a search field in the screen's navigation bar whose text
/// is the binding, `isSearching` and `dismissSearch` inside, and
/// `onSubmit(of: .search)` around (SnowSeeker's resort search, Apple's
/// documentation examples).
@MainActor
@Suite struct SearchableTests {
    @MainActor final class Log {
        var searching: [Bool] = []
        var submits: [String] = []
        var dismissSearch: DismissSearchAction?
    }

    /// Reads `isSearching` and `dismissSearch` where the search's content is.
    struct SearchState: View {
        let log: Log
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch

        var body: some View {
            if log.searching.last != isSearching { log.searching.append(isSearching) }
            log.dismissSearch = dismissSearch
            return Color.clear.frame(width: 1, height: 1)
        }
    }

    final class Query: ObservableObject {
        @Published var text = ""
        @Published var isPresented = false
    }

    struct Peaks: View {
        let log: Log
        @ObservedObject var query: Query
        let peaks = ["Everest", "K2", "Kangchenjunga", "Lhotse"]

        var body: some View {
            NavigationStack {
                List(peaks.filter { query.text.isEmpty || $0.localizedStandardContains(query.text) }, id: \.self) {
                    peak in
                    Text(peak)
                }
                .overlay { SearchState(log: log) }
                .navigationTitle("Peaks")
                .searchable(text: $query.text, prompt: "Find a peak")
                .onSubmit(of: .search) { log.submits.append(query.text) }
            }
        }
    }

    /// The peaks the list shows, top to bottom (a table keeps cells it no longer shows hidden, for reuse).
    private func rows(in window: UIWindow) -> [String] {
        let shown = window.labels.filter { label in
            var view: UIView? = label
            while let current = view {
                if current.isHidden { return false }
                view = current.superview
            }
            return ["Everest", "K2", "Kangchenjunga", "Lhotse"].contains(label.text ?? "")
        }
        return shown.sorted { window.frame(of: $0).minY < window.frame(of: $1).minY }.compactMap(\.text)
    }

    @Test func theFieldFiltersFollowsTheUserAndSubmits() throws {
        let log = Log()
        let query = Query()
        let (controller, window) = host(Peaks(log: log, query: query), width: 390, height: 844)
        defer { window.isHidden = true }
        let bar = try #require(window.allSubviews.compactMap { $0 as? UISearchBar }.first)
        #expect(bar.placeholder == "Find a peak")
        #expect(bar.superview is UINavigationBar, "in the navigation bar, under the title")
        #expect(rows(in: window) == ["Everest", "K2", "Kangchenjunga", "Lhotse"])
        #expect(log.searching == [false])

        // A tap activates the search: isSearching becomes true inside.
        window.synthesizeTap(at: window.frame(of: bar.searchTextField).center)
        CATransaction.flush()
        #expect(log.searching == [false, true])
        for character in "ka" { window.handleKeyboardInput(.text(String(character))) }
        CATransaction.flush()
        #expect(query.text == "ka")
        #expect(rows(in: window) == ["Kangchenjunga"])
        // SwiftUI's search leaves the content usable: no dimming view over it.
        #expect(!(bar.searchController?.obscuresBackgroundDuringPresentation ?? true))

        // The Search key runs the submit actions set around the modifier.
        window.handleKeyboardInput(.key(.returnKey, modifiers: []))
        #expect(log.submits == ["ka"])

        // Cancel clears the text and ends the search.
        let cancel = try #require(window.centerOfButton("Cancel"))
        window.synthesizeTap(at: cancel)
        CATransaction.flush()
        #expect(query.text == "")
        #expect(log.searching == [false, true, false])
        #expect(rows(in: window) == ["Everest", "K2", "Kangchenjunga", "Lhotse"])
        withExtendedLifetime(controller) {}
    }

    @Test func textSetInCodeShowsInTheFieldAndDismissSearchEndsIt() throws {
        let log = Log()
        let query = Query()
        let (_, window) = host(Peaks(log: log, query: query), width: 390, height: 844)
        defer { window.isHidden = true }
        let bar = try #require(window.allSubviews.compactMap { $0 as? UISearchBar }.first)
        // dismissSearch does nothing while no search is under way.
        log.dismissSearch?()
        #expect(log.searching == [false])

        query.text = "Lhotse"
        CATransaction.flush()
        #expect(bar.text == "Lhotse")
        #expect(rows(in: window) == ["Lhotse"])

        window.synthesizeTap(at: window.frame(of: bar.searchTextField).center)
        CATransaction.flush()
        #expect(log.searching == [false, true])
        // dismissSearch: isSearching false, the text cleared, the field unfocused.
        log.dismissSearch?()
        CATransaction.flush()
        #expect(log.searching == [false, true, false])
        #expect(query.text == "" && bar.text == "")
        #expect(!bar.searchTextField.isFirstResponder)
        #expect(rows(in: window) == ["Everest", "K2", "Kangchenjunga", "Lhotse"])
    }

    struct Presented: View {
        @ObservedObject var query: Query

        var body: some View {
            NavigationStack {
                Text("Content")
                    .searchable(
                        text: $query.text, isPresented: $query.isPresented,
                        placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Look"))
            }
        }
    }

    @Test func anIsPresentedBindingActivatesAndFollowsTheSearch() throws {
        let query = Query()
        let (controller, window) = host(Presented(query: query), width: 390, height: 844)
        defer { window.isHidden = true }
        let bar = try #require(window.allSubviews.compactMap { $0 as? UISearchBar }.first)
        let search = try #require(bar.searchController)
        #expect(!search.isActive && bar.placeholder == "Look")
        let item = try #require(window.allSubviews.compactMap { $0 as? UINavigationBar }.first?.topItem)
        #expect(!item.hidesSearchBarWhenScrolling, ".always keeps the field showing")

        query.isPresented = true
        CATransaction.flush()
        #expect(search.isActive && bar.searchTextField.isFirstResponder)
        // Cancel writes the binding back.
        let cancel = try #require(window.centerOfButton("Cancel"))
        window.synthesizeTap(at: cancel)
        CATransaction.flush()
        #expect(!search.isActive)
        #expect(query.isPresented == false)
        withExtendedLifetime(controller) {}
    }

    @Test func aScreenOutsideANavigationStackShowsNoField() {
        struct Alone: View {
            @State private var text = ""
            var body: some View { Text("Alone").searchable(text: $text) }
        }
        let (_, window) = host(Alone(), width: 390, height: 844)
        defer { window.isHidden = true }
        #expect(!window.allSubviews.contains { $0 is UISearchBar })
    }
}
