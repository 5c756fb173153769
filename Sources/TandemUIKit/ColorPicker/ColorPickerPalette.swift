import Foundation

/// The colors of the picker's grid and spectrum, as functions of a cell or
/// a point: a row of grays, then twelve hues from dark to pale.
enum ColorPickerPalette {
    /// The grid's columns and rows.
    static let columns = 12, rows = 10
    /// The hue of each column, left to right (degrees): cyan-blue round to green, as iOS orders them.
    private static let hues: [CGFloat] = [195, 215, 260, 285, 335, 5, 22, 38, 48, 58, 70, 95]

    /// The color of the grid's cell at `column`, `row`.
    static func gridColor(column: Int, row: Int) -> UIColor {
        if row == 0 {
            let white = 1 - CGFloat(column) / CGFloat(columns - 1)
            return UIColor(white: white, alpha: 1)
        }
        let t = CGFloat(row - 1) / CGFloat(rows - 2)
        let hue = hues[column] / 360
        if t < 0.5 { return UIColor(hue: hue, saturation: 1, brightness: 0.35 + t * 1.3, alpha: 1) }
        return UIColor(hue: hue, saturation: 1 - (t - 0.5) * 1.5, brightness: 1, alpha: 1)
    }

    /// The spectrum's color at `x`, `y` (each 0...1): the hue across; down
    /// the upper half more saturated, down the lower half darker.
    static func spectrumColor(x: CGFloat, y: CGFloat) -> UIColor {
        let hue = min(max(x, 0), 1), y = min(max(y, 0), 1)
        if y < 0.5 { return UIColor(hue: hue, saturation: 0.15 + y * 1.7, brightness: 1, alpha: 1) }
        return UIColor(hue: hue, saturation: 1, brightness: 1 - (y - 0.5) * 1.6, alpha: 1)
    }
}
