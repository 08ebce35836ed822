import CSystem

/// What the allocator does with memory the program frees.
public enum FreedMemory {
    /// Keeps it for reuse: blocks of up to 16 MB are served from the allocator's heaps, and up
    /// to 32 MB freed at the top of each heap stay there. glibc otherwise maps fresh pages
    /// for each block over its threshold (128 KB at first, raised to the largest block freed)
    /// and gives back what is freed at a heap's top past its trim threshold (128 KB at first,
    /// then twice the other), so that every open of a large document faulted its lists,
    /// trees and findings in page by page: 412 page faults an open of 10,140 lines, and an
    /// open's p50 of 10.5-10.8 ms against 8.6-8.8 ms with the memory kept. The cost: the
    /// memory stays the process's once used, up to 32 MB a heap (the loop's, the worker's,
    /// a check's second thread's), and its resident size does not fall when a large document
    /// closes (after 21 opens of 10,140 lines: 22.3 MB against 21.4 MB). Returns whether the
    /// allocator took the setting (glibc only).
    @discardableResult
    public static func keepForReuse() -> Bool {
        screenkit_keep_freed_memory(16 << 20, 32 << 20) == 0
    }
}
