/// A list row's view: the row closure runs here, in the row's own graph,
/// so the state and observable values it reads update the row.
///
/// Equal to another when the views their closures made when the list
/// configured the row are equal (``ViewEquality``): its body would make
/// an equal view again, so a row reconfigured with an equal view is not
/// evaluated (the node still takes the new closure).
struct ListRowBody: View, Equatable {
    let make: @MainActor () -> any View
    /// What `make` returned last: when the list configured the row, or
    /// when the row's graph evaluated it. Shared by the copies of the
    /// configuration, so that the one a cell shows is compared by the view
    /// it shows, though the list did not make it (a cell shown for a new row).
    let made: Made

    /// What `make` returned last, for ``ListRowBody/made``.
    final class Made {
        var view: (any View)?

        init(_ view: (any View)?) { self.view = view }
    }

    var body: some View {
        let view = make()
        made.view = view
        return AnyView(erasingAny: view)
    }

    /// Equal when both rows' views were made and are equal.
    nonisolated static func == (lhs: ListRowBody, rhs: ListRowBody) -> Bool {
        MainActor.assumeIsolated {
            guard let left = lhs.made.view, let right = rhs.made.view else { return false }
            return ViewEquality.equal(left, right)
        }
    }
}

/// A row of a list is one view: the list gave each view of its content a
/// row of its own. (Its body's `AnyView` alone would make its type count
/// as a list of views.)
extension ListRowBody: SingleLayoutItem {}
