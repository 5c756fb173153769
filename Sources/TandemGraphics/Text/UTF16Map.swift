import Foundation

/// Converts between the UTF-16 offsets of Tandem's API and the UTF-8 byte
/// offsets Pango uses, for one string.
struct UTF16Map {
    /// For each UTF-16 offset 0...count, the UTF-8 offset of the scalar that
    /// starts there (offsets inside a surrogate pair map to the pair's start).
    private let utf8ForUTF16: [Int32]
    /// For each scalar (by index), its UTF-16 start offset; one extra for the end.
    let scalarStarts: [Int]
    /// Sorted UTF-8 offsets of the scalars, for the reverse lookup.
    private let scalarBytes: [Int32]

    init(_ string: String) {
        var utf8ForUTF16: [Int32] = []
        var scalarStarts: [Int] = []
        var scalarBytes: [Int32] = []
        utf8ForUTF16.reserveCapacity(string.utf16.count + 1)
        var byte: Int32 = 0
        var unit = 0
        for scalar in string.unicodeScalars {
            scalarStarts.append(unit)
            scalarBytes.append(byte)
            let units = UTF16.width(scalar)
            for _ in 0..<units { utf8ForUTF16.append(byte) }
            unit += units
            byte += Int32(UTF8.width(scalar))
        }
        utf8ForUTF16.append(byte)
        scalarStarts.append(unit)
        scalarBytes.append(byte)
        self.utf8ForUTF16 = utf8ForUTF16
        self.scalarStarts = scalarStarts
        self.scalarBytes = scalarBytes
    }

    /// The number of UTF-16 code units.
    var utf16Count: Int { utf8ForUTF16.count - 1 }
    /// The number of UTF-8 bytes.
    var utf8Count: Int32 { utf8ForUTF16.last! }

    /// The byte offset for a UTF-16 offset, clamped to the string.
    func utf8(_ utf16: Int) -> Int32 {
        utf8ForUTF16[min(max(utf16, 0), utf16Count)]
    }

    /// The UTF-16 offset for a byte offset (rounded down to a scalar start).
    func utf16(_ utf8: Int32) -> Int {
        var low = 0, high = scalarBytes.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if scalarBytes[mid] <= utf8 { low = mid } else { high = mid - 1 }
        }
        return scalarStarts[low]
    }
}
