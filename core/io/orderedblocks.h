#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace flopsheet {

/**
 * Makes the text of blocks 0 … count-1 on worker threads and hands each to consume in block order,
 * as soon as it and every block before it are made, so output can start long before the last block
 * is made and memory stays bounded: at most a few blocks per worker wait for consume.
 *
 * make(i, out) appends block i's text to out (given empty) and must be safe to call from several
 * threads at once for different blocks; consume runs on the calling thread, one block at a time. With
 * one core, or a single block, everything runs on the calling thread. An exception from consume
 * stops the workers and is passed on.
 */
void makeBlocksInOrder(std::size_t count, const std::function<void(std::size_t, std::string &)> &make,
    const std::function<void(std::string_view)> &consume);

} // namespace flopsheet
