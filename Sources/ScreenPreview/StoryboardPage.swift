import ScreenSyntax
import ScreenRules

/// The storyboard's HTML: the board (captions, wireframes, arrows), a header with a legend
/// and zoom, the details panel, and the sources the panel quotes.
struct StoryboardPage {
    let language: Language
    private var board = ""
    private var screenCount = 0

    init(language: Language) {
        self.language = language
        board.reserveCapacity(1 << 16)
    }

    mutating func columnLabel(_ label: String, x: Double, y: Double) {
        board += "<div class=\"column-label\" style=\"left:\(number(x))px;top:\(number(y))px\">\(escaped(label))</div>"
    }

    mutating func caption(_ name: String, path: String, x: Double, y: Double) {
        board += "<div class=\"caption\" style=\"left:\(number(x))px;top:\(number(y))px\"><b>\(escaped(name))</b> <span>\(escaped(path))</span></div>"
    }

    mutating func screen(_ wireframe: Wireframe) {
        board += wireframe.svg
        screenCount += 1
    }

    func render(links: String, boardSize: (Double, Double), sources: [Storyboard.File], findingCount: Int) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"\(language.rawValue)\"><head><meta charset=\"utf-8\">"
        html.reserveCapacity(board.utf8.count + links.utf8.count + 16_384)
        html += "<meta name=\"viewport\" content=\"width=device-width\"><title>ScreenKit · \(escaped(PreviewText.pageTitle[language]))</title>"
        html += "<style>\(Self.css)</style></head><body>"
        html += "<header><h1>\(escaped(PreviewText.pageTitle[language]))</h1><p class=\"summary\">\(screenCount) \(escaped(PreviewText.screenCount[language])) · \(findingCount) \(escaped(PreviewText.findingCount[language])) · \(escaped(PreviewText.clickHint[language]))</p>"
        html += "<p class=\"legend\"><span class=\"key key-pushes\"></span>\(escaped(PreviewText.pushes[language])) <span class=\"key key-presents\"></span>\(escaped(PreviewText.presents[language])) <span class=\"key key-tab\"></span>\(escaped(PreviewText.tab[language]))"
        html += " <button type=\"button\" data-zoom=\"-1\">−</button><button type=\"button\" data-zoom=\"1\">+</button></p></header>"
        html += "<main><div id=\"board\" style=\"width:\(number(boardSize.0))px;height:\(number(boardSize.1))px\">"
        html += board
        html += links
        html += "</div></main><aside id=\"details\" hidden><h2></h2><p class=\"where\"></p><pre class=\"source\"></pre><p class=\"findings\"></p></aside>"
        html += "<script type=\"application/json\" id=\"sources\">"
        html += Self.sourcesJSON(sources)
        html += "</script><script type=\"application/json\" id=\"texts\">{\"noFindings\":\(jsonString(PreviewText.noFindings[language]))}</script>"
        html += "<script>\(Self.script)</script></body></html>\n"
        return html
    }

    /// Each file's lines, so that the panel can quote the line an element stands on.
    private static func sourcesJSON(_ files: [Storyboard.File]) -> String {
        var json = "{"
        for (index, file) in files.enumerated() {
            if index > 0 { json += "," }
            json += jsonString(file.displayPath)
            json += ":["
            let lines = file.analysis.lines
            for line in 0..<lines.lineCount {
                if line > 0 { json += "," }
                json += jsonString(utf8: lines.source[lines.lineRange(line)])
            }
            json += "]"
        }
        return json + "}"
    }

    static let css = """
        :root{--zoom:0.5;color-scheme:light}\
        body{margin:0;font:14px -apple-system,'Helvetica Neue','PingFang SC','PingFang TC','Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif;background:#E9E9EE;color:#1C1C1E}\
        header{box-sizing:border-box;height:80px;padding:10px 32px;background:#FFF;border-bottom:1px solid #C6C6C8;overflow:hidden}\
        h1{font-size:20px;margin:0 0 4px}header p{margin:2px 0;color:#555}\
        .key{display:inline-block;width:28px;height:0;margin:0 6px 3px 12px;border-top:3px solid #007AFF;vertical-align:middle}\
        .key-presents{border-top:3px dashed #AF52DE}.key-tab{border-top:3px dotted #8E8E93}\
        header button{margin-left:8px;min-width:28px}\
        #board{position:relative;zoom:var(--zoom)}\
        .screen{position:absolute;box-shadow:0 4px 24px rgba(0,0,0,.25);border-radius:6px;background:#FFF}\
        .caption,.column-label{position:absolute;white-space:nowrap;font-size:16px}\
        .caption span{color:#6E6E73}.column-label{font-size:22px;font-weight:600;color:#3A3A3C}\
        .links{position:absolute;left:0;top:0;pointer-events:none;overflow:visible}\
        .link-presents path{stroke-dasharray:8 5}.link-tab path{stroke-dasharray:2 5}\
        [data-element]{cursor:pointer}.selected>rect:first-of-type{stroke:#0A84FF;stroke-width:3}\
        #details{position:fixed;right:16px;bottom:16px;width:380px;max-height:50vh;overflow:auto;background:#FFF;border-radius:10px;box-shadow:0 6px 30px rgba(0,0,0,.3);padding:12px 16px}\
        #details h2{font-size:16px;margin:0}#details .where{color:#6E6E73;margin:4px 0}\
        #details pre{background:#F2F2F7;padding:8px;white-space:pre-wrap;margin:6px 0}#details .findings{white-space:pre-wrap}
        """

    /// A click on an element shows its name, file and line, the line's text and its findings
    /// (the messages of its `<title>`); − and + zoom the board. The address may say
    /// `#zoom=0.8&show=SCREEN:LINE`: the zoom, and an element to show on opening (a link
    /// to one element of the storyboard).
    static let script = """
        (function(){\
        var sources=JSON.parse(document.getElementById('sources').textContent);\
        var texts=JSON.parse(document.getElementById('texts').textContent);\
        var panel=document.getElementById('details'),root=document.documentElement,selected=null;\
        function show(element){\
        var screen=element.closest('svg[data-screen]'),file=screen.dataset.file,line=+element.dataset.line;\
        if(selected)selected.classList.remove('selected');selected=element;element.classList.add('selected');\
        var title=element.querySelector(':scope>title');\
        panel.querySelector('h2').textContent=screen.dataset.screen+' · '+element.dataset.element;\
        panel.querySelector('.where').textContent=file+':'+line;\
        panel.querySelector('.source').textContent=(sources[file]||[])[line-1]||'';\
        panel.querySelector('.findings').textContent=title?title.textContent:texts.noFindings;\
        panel.hidden=false;}\
        document.addEventListener('click',function(event){\
        var zoom=event.target.closest('[data-zoom]');\
        if(zoom){var now=parseFloat(getComputedStyle(root).getPropertyValue('--zoom'))||0.5;\
        root.style.setProperty('--zoom',Math.min(2,Math.max(0.1,now*(zoom.dataset.zoom>0?1.25:0.8))));return;}\
        var element=event.target.closest('[data-element]');if(element)show(element);});\
        var options={};location.hash.slice(1).split('&').forEach(function(part){var pair=part.split('=');options[pair[0]]=decodeURIComponent(pair[1]||'');});\
        if(+options.zoom>0)root.style.setProperty('--zoom',Math.min(2,Math.max(0.1,+options.zoom)));\
        if(options.show){var at=options.show.lastIndexOf(':'),name=options.show.slice(0,at),line=options.show.slice(at+1);\
        var svg=Array.prototype.find.call(document.querySelectorAll('svg[data-screen]'),function(s){return s.dataset.screen===name;});\
        var element=svg&&svg.querySelector('[data-line="'+line+'"]');if(element)show(element);}\
        })();
        """
}

/// A JSON string literal that is also safe inside an HTML `<script>`: `<` is escaped, so no
/// text can close the element. Runs of plain bytes are copied whole: the storyboard quotes
/// every line of the workspace.
func jsonString(_ string: String) -> String {
    jsonString(utf8: Array(string.utf8)[...])
}

/// The same for UTF-8 text given as bytes (a line of a file).
func jsonString(utf8 bytes: ArraySlice<UInt8>) -> String {
    var result = "\""
    result.reserveCapacity(bytes.count + 2)
    var runStart = bytes.startIndex
    var index = bytes.startIndex
    func flush(_ end: Int) {
        if end > runStart { result += String(decoding: bytes[runStart..<end], as: UTF8.self) }
    }
    while index < bytes.endIndex {
        let byte = bytes[index]
        var replacement: String?
        switch byte {
        case UInt8(ascii: "\""): replacement = "\\\""
        case UInt8(ascii: "\\"): replacement = "\\\\"
        case UInt8(ascii: "<"): replacement = "\\u003c"
        case 0..<0x20:
            let hex = String(byte, radix: 16)
            replacement = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        case 0xE2 where index + 2 < bytes.endIndex && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
            // U+2028 and U+2029 end a line in older JavaScript.
            flush(index)
            result += bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
            index += 3
            runStart = index
            continue
        default: break
        }
        if let replacement {
            flush(index)
            result += replacement
            runStart = index + 1
        }
        index += 1
    }
    flush(bytes.endIndex)
    return result + "\""
}
