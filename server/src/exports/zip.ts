/**
 * A ZIP archive written entry after entry to a file (deflate, data descriptors after each entry
 * so nothing is buffered to learn its size, no ZIP64): the container of the export's .xlsx
 * (xlsx.ts).
 */
import { once } from 'node:events'
import type { WriteStream } from 'node:fs'
import { crc32, deflateRawSync } from 'node:zlib'
import { keepAtMost } from '../db/bounded'

/** Deflate level 1 (xlsx.ts: the sheets are ~10× smaller either way). */
export const LEVEL = 1
const LIMIT_32 = 0xffff_ffff
/**
 * Bytes gathered before they go to the file in one write. A small export (a page of stations) is
 * some fifteen pieces of a few bytes to a few KB (headers, small entries, descriptors): written
 * one by one they were as many turns on the thread pool.
 */
const GATHER_BYTES = 64 << 10

/** A small entry's text deflated, with its checksum. */
interface Packed {
  raw: number
  crc: number
  compressed: Buffer
}

/**
 * Small entries already deflated, by their text: most are the same in every export (the
 * styles, the relations, a resource's workbook), and each deflateRawSync sets up a zlib stream
 * of some 300 KB that the export worker's garbage collector then has to reclaim.
 */
const PACKED = new Map<string, Packed>()
const PACKED_MAX = 64

function packed(text: string): Packed {
  const known = PACKED.get(text)
  if (known) return known
  const raw = Buffer.from(text, 'utf8')
  const entry = { raw: raw.length, crc: crc32(raw), compressed: deflateRawSync(raw, { level: LEVEL }) }
  return keepAtMost(PACKED, PACKED_MAX, text, entry)
}

export interface CentralEntry {
  name: Buffer
  crc: number
  compressed: number
  size: number
  offset: number
}

/** A ZIP archive written entry after entry to a file (deflate, data descriptors, no ZIP64). */
export class ZipFile {
  private readonly entries: CentralEntry[] = []
  private offset = 0
  /** Bytes not yet handed to the file (GATHER_BYTES). */
  private gathered: Buffer[] = []
  private gatheredBytes = 0

  constructor(private readonly out: WriteStream) {}

  private async write(bytes: Buffer): Promise<void> {
    this.offset += bytes.length
    if (this.offset > LIMIT_32) throw new Error('导出文件超过4GB，请缩小筛选范围')
    this.gathered.push(bytes)
    this.gatheredBytes += bytes.length
    if (this.gatheredBytes >= GATHER_BYTES) await this.flush()
  }

  /** Hand what was gathered to the file, waiting while the file's queue is full. */
  private async flush(): Promise<void> {
    if (!this.gathered.length) return
    const bytes =
      this.gathered.length === 1 ? this.gathered[0] : Buffer.concat(this.gathered, this.gatheredBytes)
    this.gathered = []
    this.gatheredBytes = 0
    if (!this.out.write(bytes)) await once(this.out, 'drain')
  }

  private localHeader(name: Buffer): Buffer {
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4) // version needed
    header.writeUInt16LE(0x0808, 6) // data descriptor follows; names are UTF-8
    header.writeUInt16LE(8, 8) // deflate
    header.writeUInt16LE(name.length, 26)
    return Buffer.concat([header, name])
  }

  /** A small entry, compressed at once. */
  async add(path: string, text: string): Promise<void> {
    const entry = await this.begin(path)
    const { raw, crc, compressed } = packed(text)
    entry.crc = crc
    entry.size = raw
    entry.compressed = compressed.length
    await this.write(compressed)
    await this.end(entry)
  }

  /** Start an entry; the caller writes its compressed bytes, then calls end(). */
  async begin(path: string): Promise<CentralEntry> {
    const name = Buffer.from(path, 'utf8')
    const entry: CentralEntry = { name, crc: 0, compressed: 0, size: 0, offset: this.offset }
    await this.write(this.localHeader(name))
    return entry
  }

  /** Compressed bytes of the entry being written. */
  async data(entry: CentralEntry, bytes: Buffer): Promise<void> {
    entry.compressed += bytes.length
    await this.write(bytes)
  }

  async end(entry: CentralEntry): Promise<void> {
    if (entry.size > LIMIT_32) throw new Error('导出文件超过4GB，请缩小筛选范围')
    const descriptor = Buffer.alloc(16)
    descriptor.writeUInt32LE(0x08074b50, 0)
    descriptor.writeUInt32LE(entry.crc >>> 0, 4)
    descriptor.writeUInt32LE(entry.compressed, 8)
    descriptor.writeUInt32LE(entry.size, 12)
    await this.write(descriptor)
    this.entries.push(entry)
  }

  /** Stop writing (after a failure); the caller removes the file. */
  destroy(): void {
    this.out.destroy()
  }

  /** Write the central directory and close the file. */
  async close(): Promise<void> {
    const start = this.offset
    for (const entry of this.entries) {
      const header = Buffer.alloc(46)
      header.writeUInt32LE(0x02014b50, 0)
      header.writeUInt16LE(20, 4) // made by
      header.writeUInt16LE(20, 6) // needed
      header.writeUInt16LE(0x0808, 8)
      header.writeUInt16LE(8, 10)
      header.writeUInt32LE(entry.crc >>> 0, 16)
      header.writeUInt32LE(entry.compressed, 20)
      header.writeUInt32LE(entry.size, 24)
      header.writeUInt16LE(entry.name.length, 28)
      header.writeUInt32LE(entry.offset, 42)
      await this.write(Buffer.concat([header, entry.name]))
    }
    const end = Buffer.alloc(22)
    end.writeUInt32LE(0x06054b50, 0)
    end.writeUInt16LE(this.entries.length, 8)
    end.writeUInt16LE(this.entries.length, 10)
    end.writeUInt32LE(this.offset - start, 12)
    end.writeUInt32LE(start, 16)
    await this.write(end)
    await this.flush()
    this.out.end()
    await once(this.out, 'finish')
  }
}
