import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// A random `List`'s content, as data.
private indirect enum ListItemSpec {
    case row(String)
    case section(String, [ListItemSpec])
    /// A custom view whose body is a `Section`.
    case customSection(String, [ListRowSpec])
    /// A custom view whose body is a `ForEach` and a text, with a count of its own (`@State`).
    case customRows([ListRowSpec])
    case conditional(Bool, ListItemSpec, ListItemSpec)
    /// A `ForEach`, perhaps with `.listRowInsets(EdgeInsets())` on it.
    case rows([ListRowSpec], insets: Bool)
    case erased(ListItemSpec)
}

private struct ListRowSpec {
    let id: Int
    var text: String
}

private struct ListMaker {
    var random: SplitMix
    var nextID = 0

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

    mutating func rows() -> [ListRowSpec] {
        (0..<int(0...3)).map { _ in
            nextID += 1
            return ListRowSpec(id: nextID, text: "r\(nextID)")
        }
    }

    mutating func item(depth: Int) -> ListItemSpec {
        nextID += 1
        if depth <= 0 || chance(20) { return .row("t\(nextID)") }
        switch int(0...5) {
        case 0: return .section("S\(nextID)", (0..<int(0...3)).map { _ in item(depth: depth - 1) })
        case 1: return .customSection("C\(nextID)", rows())
        case 2: return .customRows(rows())
        case 3: return .conditional(chance(50), item(depth: depth - 1), item(depth: depth - 1))
        case 4: return .rows(rows(), insets: chance(50))
        default: return .erased(item(depth: depth - 1))
        }
    }

    mutating func mutate(_ items: [ListItemSpec]) -> [ListItemSpec] {
        var items = items
        switch int(0...3) {
        case 0: items.insert(item(depth: 2), at: int(0...items.count))
        case 1 where !items.isEmpty: items.remove(at: int(0...items.count - 1))
        default:
            if items.isEmpty {
                items.append(item(depth: 2))
            } else {
                let index = int(0...items.count - 1)
                items[index] = mutate(items[index])
            }
        }
        return items
    }

    mutating func mutate(_ rows: [ListRowSpec]) -> [ListRowSpec] {
        var rows = rows
        switch int(0...3) {
        case 0:
            nextID += 1
            rows.insert(ListRowSpec(id: nextID, text: "r\(nextID)"), at: int(0...rows.count))
        case 1 where !rows.isEmpty: rows.remove(at: int(0...rows.count - 1))
        case 2 where rows.count > 1: rows.swapAt(0, rows.count - 1)
        default:
            if !rows.isEmpty { rows[int(0...rows.count - 1)].text += "'" }
        }
        return rows
    }

    mutating func mutate(_ item: ListItemSpec) -> ListItemSpec {
        if chance(10) { return self.item(depth: 2) }
        switch item {
        case .row(let text): return .row(text + "'")
        case .section(let title, let items):
            return chance(20) ? .section(title + "'", items) : .section(title, mutate(items))
        case .customSection(let title, let rows):
            return chance(20) ? .customSection(title + "'", rows) : .customSection(title, mutate(rows))
        case .customRows(let rows): return .customRows(mutate(rows))
        case .conditional(let flag, let first, let second):
            switch int(0...2) {
            case 0: return .conditional(!flag, first, second)
            case 1: return .conditional(flag, mutate(first), second)
            default: return .conditional(flag, first, mutate(second))
            }
        case .rows(let rows, let insets):
            return chance(20) ? .rows(rows, insets: !insets) : .rows(mutate(rows), insets: insets)
        case .erased(let inner): return .erased(mutate(inner))
        }
    }
}

private struct CustomSectionView: View {
    let title: String
    let rows: [ListRowSpec]

    var body: some View {
        Section(title) { ForEach(rows, id: \.id) { Text($0.text) } }
    }
}

private struct CustomRowsView: View {
    let rows: [ListRowSpec]

    var body: some View {
        ForEach(rows, id: \.id) { Text($0.text) }
        Text("n\(rows.count)")
    }
}

private struct ListItemView: View {
    let item: ListItemSpec

    var body: some View {
        switch item {
        case .row(let text): AnyView(Text(text))
        case .section(let title, let items):
            AnyView(Section(title) { ForEach(items.indices, id: \.self) { ListItemView(item: items[$0]) } })
        case .customSection(let title, let rows): AnyView(CustomSectionView(title: title, rows: rows))
        case .customRows(let rows): AnyView(CustomRowsView(rows: rows))
        case .conditional(let flag, let first, let second):
            AnyView(Group { if flag { ListItemView(item: first) } else { ListItemView(item: second) } })
        case .rows(let rows, let insets):
            insets
                ? AnyView(ForEach(rows, id: \.id) { Text($0.text) }.listRowInsets(EdgeInsets()))
                : AnyView(ForEach(rows, id: \.id) { Text($0.text) })
        case .erased(let inner): AnyView(AnyView(ListItemView(item: inner)))
        }
    }
}

private final class ListSpecModel: ObservableObject {
    @Published var items: [ListItemSpec]

    init(items: [ListItemSpec]) {
        self.items = items
    }
}

private struct RandomListScreen: View {
    @ObservedObject var model: ListSpecModel

    var body: some View {
        List { ForEach(model.items.indices, id: \.self) { ListItemView(item: model.items[$0]) } }
            .listStyle(.plain)
    }
}

/// The randomized check of ``IncrementalEqualsFreshTests`` for a `List`'s
/// view lists: sections made by custom views, custom views of several rows,
/// conditionals, `AnyView`, modifiers on a `ForEach`. After every change the
/// table's sections, headers and rows (texts and frames) equal a fresh
/// list's.
@MainActor
@Suite struct IncrementalListTests {
    private func describe(_ window: UIWindow) -> [String] {
        guard let table = window.allSubviews.first(where: { $0 is UITableView }) as? UITableView else {
            return ["no table"]
        }
        var lines: [String] = []
        for section in 0..<table.numberOfSections {
            let header =
                table.headerView(forSection: section)?.allSubviews.compactMap { ($0 as? UILabel)?.text }.joined() ?? ""
            lines.append("section \(section) '\(header)' \(table.numberOfRows(inSection: section)) rows")
            for row in 0..<table.numberOfRows(inSection: section) {
                guard let cell = table.cellForRow(at: IndexPath(row: row, section: section)) else {
                    lines.append("  row \(row) not shown")
                    continue
                }
                let texts = cell.contentView.labels.map { "\($0.text ?? "") at \(Int(window.frame(of: $0).minX))" }
                lines.append("  row \(row) \(Int(window.frame(of: cell).minY)) \(texts)")
            }
        }
        return lines
    }

    @Test func randomListsUpdateIncrementallyAsAFreshListShowsThem() {
        let cases = ProcessInfo.processInfo.environment["TANDEM_RANDOM_TREE_CASES"].flatMap { UInt64($0) } ?? 60
        let first = ProcessInfo.processInfo.environment["TANDEM_RANDOM_TREE_FIRST"].flatMap { UInt64($0) } ?? 1
        for seed in first..<(first + cases) {
            var maker = ListMaker(random: SplitMix(seed: seed))
            let model = ListSpecModel(items: (0..<maker.int(1...4)).map { _ in maker.item(depth: 3) })
            let (controller, window) = host(RandomListScreen(model: model), width: 320, height: 4000)
            for step in 0..<8 {
                model.items = maker.mutate(model.items)
                CATransaction.flush()
                controller.view.layoutIfNeeded()
                let (_, freshWindow) = host(
                    RandomListScreen(model: ListSpecModel(items: model.items)), width: 320, height: 4000)
                freshWindow.layoutIfNeeded()
                let incremental = describe(window), built = describe(freshWindow)
                #expect(
                    incremental == built, "seed \(seed), step \(step): the incremental list differs from a fresh one")
                freshWindow.isHidden = true
                freshWindow.rootViewController = nil
                if incremental != built { break }
            }
            window.isHidden = true
            window.rootViewController = nil
            CATransaction.flush()
        }
    }
}
