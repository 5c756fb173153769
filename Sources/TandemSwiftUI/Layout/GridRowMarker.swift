/// A ``GridRow``, as its grid finds it among a cell's ancestors.
@MainActor
protocol GridRowMarker {
    /// The row's vertical alignment, if it sets one.
    var rowAlignment: VerticalAlignment? { get }
}
