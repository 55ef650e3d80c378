/**
 * The seeded documents of file-management. The seed knows no data folder, so it records each
 * document's name, type and size, and the file routes write the bytes under
 * DATA_DIR/uploads the first time a seeded file is read. The bytes are built here, the same
 * every time, so the recorded size always matches.
 */
import { deflateSync } from 'node:zlib'

/** A seeded document. */
export interface SeedDocument {
  fileName: string
  fileType: 'pdf' | 'png'
  remark: string
}

/**
 * The area each seeded document belongs to, by index (data scope, issue 23): city plans of
 * Tianjin, platform-wide rules at province level, site photos in their districts, one document
 * of Hebei.
 */
export const SEED_DOCUMENT_AREAS: readonly string[] = [
  '120100',
  '120100',
  '120000',
  '120000',
  '120000',
  '120000',
  '120103',
  '120116',
  '120111',
  '130000',
]

/** The documents file-management starts with. */
export const SEED_DOCUMENTS: readonly SeedDocument[] = [
  {
    fileName: '天津市电动汽车充电基础设施专项规划（2021-2025年）.pdf',
    fileType: 'pdf',
    remark: '市发展改革委印发',
  },
  { fileName: '天津市电动汽车充换电设施建设运营管理办法.pdf', fileType: 'pdf', remark: '现行有效' },
  { fileName: '充电设施安全检查工作方案.pdf', fileType: 'pdf', remark: '年度安全检查' },
  { fileName: '公共充电站星级评定实施细则.pdf', fileType: 'pdf', remark: '场站评定依据' },
  { fileName: '乡村充电设施建设补贴申报指南.pdf', fileType: 'pdf', remark: '乡村站标记依据' },
  { fileName: '运营商数据接入技术规范（T-CEC 102）.pdf', fileType: 'pdf', remark: '平台接入' },
  { fileName: '河西区友谊路充电站现场照片.png', fileType: 'png', remark: '现场核查' },
  { fileName: '滨海新区公交场站充电站现场照片.png', fileType: 'png', remark: '现场核查' },
  { fileName: '西青区换电站消防验收照片.png', fileType: 'png', remark: '消防验收' },
  { fileName: '充电设施分布示意图.png', fileType: 'png', remark: '年度汇报材料' },
]

/** The stored path (under DATA_DIR/uploads) of the n-th seeded document. */
export function seedDocumentPath(index: number, type: string): string {
  return `archives/seed-${index + 1}.${type}`
}

/** A small PDF showing a title (seeded documents and attachments). */
export function pdf(title: string, index: number): Buffer {
  // A one-page PDF; the text is ASCII (standard fonts carry no Chinese glyphs).
  const text = `ev-console seeded document ${index + 1}: ${title.length} characters in the title`
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, at) => {
    offsets.push(body.length)
    body += `${at + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A small PNG picture (seeded documents and attachments). */
export function png(index: number): Buffer {
  // A 320×200 gradient, its colour depending on the document.
  const width = 320
  const height = 200
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x += 1) {
      raw[row + 1 + x * 3] = (x + index * 40) % 256
      raw[row + 2 + x * 3] = (y + index * 70) % 256
      raw[row + 3 + x * 3] = 160
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The bytes of the n-th seeded document. */
export function seedDocumentBytes(index: number): Buffer {
  const document = SEED_DOCUMENTS[index]
  return document.fileType === 'pdf' ? pdf(document.fileName, index) : png(index)
}
