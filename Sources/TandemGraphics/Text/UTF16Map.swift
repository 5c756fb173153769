import Foundation

/// Converts between the UTF-16 offsets of Tandem's API and the UTF-8 byte
/// offsets Pango uses, for one string.
struct UTF16Map {
    /// For each UTF-16 offset 0...count, the UTF-8 offset of the scalar that
    /// starts there (offsets inside a surrogate pair map to the pair's start);
    /// empty for ASCII text, where every offset is its own.
    private let utf8ForUTF16: [Int32]
    /// Sorted UTF-8 offsets of the scalars, for the reverse lookup (empty for ASCII).
    private let scalarBytes: [Int32]
    /// For each scalar (by index), its UTF-16 start offset (empty for ASCII).
    private let nonASCIIScalarStarts: [Int]
    /// The number of UTF-16 code units.
    let utf16Count: Int
    /// Whether the text is ASCII: one byte, one unit, one scalar each.
    private let isASCII: Bool

    init(_ string: String) {
        // Most texts on screen are ASCII: their offsets map to themselves,
        // and building tables for them cost more than the measuring.
        var ascii = true
        for byte in string.utf8 where byte >= 0x80 {
            ascii = false
            break
        }
        guard !ascii else {
            isASCII = true
            utf16Count = string.utf8.count
            utf8ForUTF16 = []
            scalarBytes = []
            nonASCIIScalarStarts = []
            return
        }
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
        isASCII = false
        utf16Count = utf8ForUTF16.count - 1
        self.utf8ForUTF16 = utf8ForUTF16
        self.nonASCIIScalarStarts = scalarStarts
        self.scalarBytes = scalarBytes
    }

    /// For each scalar (by index), its UTF-16 start offset; one extra for the end.
    var scalarStarts: [Int] { isASCII ? Array(0...utf16Count) : nonASCIIScalarStarts }

    /// The number of UTF-8 bytes.
    var utf8Count: Int32 { isASCII ? Int32(utf16Count) : utf8ForUTF16.last! }

    /// The byte offset for a UTF-16 offset, clamped to the string.
    func utf8(_ utf16: Int) -> Int32 {
        let clamped = min(max(utf16, 0), utf16Count)
        return isASCII ? Int32(clamped) : utf8ForUTF16[clamped]
    }

    /// The UTF-16 offset for a byte offset (rounded down to a scalar start).
    func utf16(_ utf8: Int32) -> Int {
        if isASCII { return min(max(Int(utf8), 0), utf16Count) }
        var low = 0, high = scalarBytes.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if scalarBytes[mid] <= utf8 { low = mid } else { high = mid - 1 }
        }
        return nonASCIIScalarStarts[low]
    }
}
