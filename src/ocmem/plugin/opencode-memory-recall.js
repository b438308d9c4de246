// opencode-memory: per-turn recall for opencode 1.x (plain ES module, no dependencies).
//
// On each user message, asks `opencode-memory recall serve` (spawned once per opencode
// process, so it is warm by the first message) which saved memories bear on it, and adds
// them as a synthetic text part of that user message. The part is stored with the message,
// so every later request of the session, and every resumed launch, replays it byte for
// byte: the system prompt and the earlier messages never change, and the prompt cache
// stays warm. Any failure (no command, a crash, a slow or garbled answer) means no recall
// for that turn and one log line; the turn itself always goes on.

import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"

// `opencode-memory recall install` writes the command here in the copy it installs;
// a wrapped launch passes it in OPENCODE_MEMORY_RECALL_COMMAND instead (that one wins).
const INSTALLED_COMMAND = null

const OPEN_TAG = "<recalled-memories"
const FORK_PROMPT = "<!-- opencode-memory:"
const DEFAULT_DEADLINE_MS = 500
const MAX_SPAWNS = 3
const WARM_UP_MS = 30000
const RECENT_TURNS = 3
const MAX_HANDLED = 10000
const MAX_LINE = 4 * 1024 * 1024
const SHARED = Symbol.for("opencode-memory.recall")
const SELF = Symbol("this copy of the plugin")

function command() {
  const raw = process.env.OPENCODE_MEMORY_RECALL_COMMAND
  if (raw !== undefined && raw.trim() !== "") {
    try {
      const argv = JSON.parse(raw)
      if (Array.isArray(argv) && argv.length > 0 && argv.every((a) => typeof a === "string")) {
        return argv
      }
    } catch {}
    return "OPENCODE_MEMORY_RECALL_COMMAND is not a JSON array of strings"
  }
  return INSTALLED_COMMAND
}

// A turn waits at most this long whatever the setting: a timer longer than 2^31-1 ms
// fires at once, so "no deadline" written as 1e12 would have meant no recall at all.
const MAX_DEADLINE_MS = 60000

// [milliseconds, the problem with the setting or null]
function deadline() {
  const raw = process.env.OPENCODE_MEMORY_RECALL_DEADLINE_MS
  if (raw === undefined || raw.trim() === "") return [DEFAULT_DEADLINE_MS, null]
  const value = /^\s*\d+(\.\d+)?(e\+?\d+)?\s*$/i.test(raw) ? Number(raw) : NaN
  const setting = `OPENCODE_MEMORY_RECALL_DEADLINE_MS=${oneLine(raw).slice(0, 40)}`
  if (!(value > 0)) {
    return [DEFAULT_DEADLINE_MS, `${setting} is not a number of milliseconds above 0; using ${DEFAULT_DEADLINE_MS}`]
  }
  if (value > MAX_DEADLINE_MS) {
    return [MAX_DEADLINE_MS, `${setting} is above ${MAX_DEADLINE_MS}; using ${MAX_DEADLINE_MS}`]
  }
  return [value, null]
}

function oneLine(value) {
  const text = value instanceof Error ? value.message : String(value)
  return text.replace(/\s+/g, " ").trim().slice(0, 300)
}

// The service: one child process speaking JSON lines, one answer per request, in order.
class Service {
  constructor(argv, log) {
    this.argv = argv
    this.log = log
    this.child = null
    this.spawns = 0
    this.nextId = 1
    this.pending = new Map()
    this.buffer = ""
    this.broken = null
  }

  start() {
    if (this.child !== null || this.spawns >= MAX_SPAWNS) return this.child !== null
    this.spawns += 1
    this.broken = null
    let child
    try {
      child = spawn(this.argv[0], this.argv.slice(1), {
        stdio: ["pipe", "pipe", "ignore"],
        env: process.env,
        windowsHide: true,
      })
    } catch (error) {
      this.broken = `could not start the recall service: ${oneLine(error)}`
      return false
    }
    this.child = child
    this.buffer = ""
    child.stdout.setEncoding("utf8")
    child.stdout.on("data", (chunk) => this.read(child, chunk))
    child.stdin.on("error", () => {})
    child.on("error", (error) => this.stop(child, `could not start the recall service: ${oneLine(error)}`))
    child.on("exit", (code, signal) =>
      this.stop(child, `the recall service exited (${signal ?? `code ${code}`})`),
    )
    // Never keeps opencode alive; the service ends when its stdin closes with opencode.
    child.unref()
    child.stdout.unref?.()
    child.stdin.unref?.()
    return true
  }

  stop(child, reason) {
    if (this.child !== child) return
    this.child = null
    this.broken = reason
    try {
      child.kill()
    } catch {}
    for (const [, waiter] of this.pending) waiter.fail(reason)
    this.pending.clear()
  }

  read(child, chunk) {
    this.buffer += chunk
    if (this.buffer.length > MAX_LINE) {
      this.stop(child, "the recall service sent an over-long line")
      return
    }
    let newline
    while (this.child === child && (newline = this.buffer.indexOf("\n")) >= 0) {
      const line = this.buffer.slice(0, newline).trim()
      this.buffer = this.buffer.slice(newline + 1)
      if (line === "") continue
      let answer
      try {
        answer = JSON.parse(line)
      } catch {
        this.stop(child, "the recall service printed something that is not JSON")
        return
      }
      const waiter = answer !== null && typeof answer === "object" ? this.pending.get(answer.id) : undefined
      if (waiter === undefined) continue // an answer that came after its deadline
      this.pending.delete(answer.id)
      waiter.done(answer)
    }
  }

  send(message) {
    const child = this.child
    if (child === null) return false
    try {
      child.stdin.write(JSON.stringify(message) + "\n")
      return true
    } catch (error) {
      this.stop(child, `could not write to the recall service: ${oneLine(error)}`)
      return false
    }
  }

  request(message, ms) {
    if (this.child === null && !this.start()) {
      return Promise.reject(new Error(this.broken ?? "the recall service is not running"))
    }
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        reject(new Error(`the recall service did not answer within ${ms} ms`))
      }, ms)
      timer.unref?.()
      this.pending.set(id, {
        done: (answer) => {
          clearTimeout(timer)
          resolve(answer)
        },
        fail: (reason) => {
          clearTimeout(timer)
          reject(new Error(reason))
        },
      })
      if (!this.send({ ...message, id })) {
        this.pending.delete(id)
        clearTimeout(timer)
        reject(new Error(this.broken ?? "the recall service is not running"))
      }
    })
  }
}

function userText(parts) {
  return parts
    .filter((p) => p && p.type === "text" && !p.synthetic && !p.ignored && typeof p.text === "string")
    .map((p) => p.text)
    .join("\n")
}

// opencode's part ids sort by creation ("prt_" + 12 hex digits of time + 14 base62); ours
// must sort after the message's own parts so the memories follow the user's words.
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
function partId(after) {
  const random = Array.from(randomBytes(14), (b) => BASE62[b % 62]).join("")
  let stamp = (BigInt(Date.now()) * 0x1000n + 0xfffn) & 0xffffffffffffn
  const last = after.map((p) => (typeof p.id === "string" ? p.id : "")).sort().pop() ?? ""
  const lastStamp = /^prt_[0-9a-f]{12}/.test(last) ? BigInt(`0x${last.slice(4, 16)}`) : -1n
  if (stamp <= lastStamp) stamp = lastStamp + 1n
  return `prt_${stamp.toString(16).padStart(12, "0")}${random}`
}

function shared() {
  if (globalThis[SHARED] === undefined) {
    globalThis[SHARED] = { owner: SELF, service: null, handled: new Set() }
  }
  return globalThis[SHARED]
}

export const OpencodeMemoryRecall = async (ctx) => {
  // Our own extraction forks never recall: their prompt is ours, and they must not start
  // a service for nothing.
  if (process.env.OPENCODE_MEMORY_FORK_TOKEN) return {}
  const directory = typeof ctx?.directory === "string" ? ctx.directory : process.cwd()
  const log = (message) => {
    const line = `opencode-memory recall: ${oneLine(message)}`
    try {
      const sent = ctx?.client?.app?.log?.({ body: { service: "opencode-memory", level: "warn", message: line } })
      if (sent && typeof sent.catch === "function") sent.catch(() => {})
    } catch {}
  }
  const argv = command()
  if (argv === null) return {}
  if (typeof argv === "string") {
    log(argv)
    return {}
  }
  const state = shared()
  // Loaded twice in one process (a wrapped launch and an installed copy): the first copy
  // does the work, the other stays inert.
  if (state.owner !== SELF) return {}
  if (state.service === null) {
    state.service = new Service(argv, log)
    state.service.start()
  }
  const service = state.service
  const [ms, problem] = deadline()
  if (problem !== null) log(problem)
  // A ping naming the project has the service load its store now, while opencode starts,
  // so the first message does not wait for it. Its outcome is unused.
  service.request({ op: "ping", directory }, WARM_UP_MS).catch(() => {})
  const recent = new Map()

  return {
    "chat.message": async (input, output) => {
      try {
        const message = output?.message
        const parts = output?.parts
        if (!message || !Array.isArray(parts) || state.handled.has(message.id)) return
        if (state.handled.size >= MAX_HANDLED) state.handled.clear()
        state.handled.add(message.id)
        if (parts.some((p) => p?.type === "text" && typeof p.text === "string" && p.text.startsWith(OPEN_TAG))) return
        const text = userText(parts)
        if (text.replace(/^[\s"']+/, "").startsWith(FORK_PROMPT) || text.trim() === "") return
        const session = message.sessionID ?? input?.sessionID
        const earlier = recent.get(session) ?? []
        recent.set(session, [...earlier, text].slice(-RECENT_TURNS))
        let answer
        try {
          answer = await service.request({ op: "recall", session, directory, text, recent: earlier }, ms)
        } catch (error) {
          log(`no recall for this turn: ${oneLine(error)}`)
          return
        }
        if (typeof answer.error === "string") {
          log(`no recall for this turn: ${oneLine(answer.error)}`)
          return
        }
        const block = answer.block
        const files = Array.isArray(answer.files) ? answer.files.filter((f) => typeof f === "string") : []
        if (block === null || block === undefined) return
        if (typeof block !== "string" || !block.startsWith(OPEN_TAG)) {
          log("no recall for this turn: the recall service answered with something that is not a recall block")
          return
        }
        parts.push({
          id: partId(parts),
          messageID: message.id,
          sessionID: session,
          type: "text",
          synthetic: true,
          text: block,
        })
        service.send({ op: "delivered", session, directory, files })
      } catch (error) {
        log(`no recall for this turn: ${oneLine(error)}`)
      }
    },
  }
}
