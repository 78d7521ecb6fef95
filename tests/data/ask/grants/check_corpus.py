import json,re,glob,datetime as dt,yaml,sys
docs=[]
for p in sorted(glob.glob("*.md")):
    t=open(p).read(); m=re.match(r"---\n(.*?)\n---\n(.*)",t,re.S); assert m,p
    h=yaml.safe_load(m.group(1)); 
    for k in "doc_id title type version in_force_from in_force_to audience language".split(): assert k in h,(p,k)
    assert h["audience"] in("staff","public") and h["language"] in("fr","en")
    h["body"]=m.group(2); h["file"]=p; docs.append(h)
ids=[(d["doc_id"],str(d["version"])) for d in docs]; assert len(ids)==len(set(ids)),ids
def d2(x): return x if isinstance(x,dt.date) else (dt.date.fromisoformat(x) if x else None)
def vis(d,q):
    a=dt.date.fromisoformat(q["as_of"]); f=d2(d["in_force_from"]); t=d2(d["in_force_to"])
    if f and a<f: return False
    if t and a>t: return False
    return q.get("audience","staff")=="staff" or d["audience"]=="public"
err=0; cross=0
qs=[json.loads(l) for l in open("questions.jsonl")]
assert len({q["id"] for q in qs})==len(qs)
for q in qs:
    V=[d for d in docs if vis(d,q)]
    if not q["abstain"]:
        R=[d for d in V if d["doc_id"] in q["relevant"]]
        if not R: print("no visible relevant",q["id"]); err+=1; continue
        if all(d["language"]!=q["language"] for d in R): cross+=1
        for k in q["keys"]:
            if not any(re.search(k,d["body"]) for d in R): print("key miss",q["id"],k); err+=1
        for k in q["must_not"]:
            for d in R:
                # must_not hits in relevant doc are allowed (other rows), just report
                pass
    else:
        assert q["relevant"]==[]
        for k in q["keys"]+(q["must_not"] if q["audience"]=="public" else []):
            for d in V:
                if re.search(k,d["body"]): print("abstain leak",q["id"],k,d["file"]); err+=1
print("docs",len(docs),"doc_ids",len({d['doc_id'] for d in docs}),"q",len(qs),"abstain",sum(q['abstain'] for q in qs),"cross",cross,"public",sum(q['audience']=='public' for q in qs),"err",err)
print("tables", sum(1 for d in docs if re.search(r"^\|.*\|\s*$\n^\|[-| :]+\|",d["body"],re.M)))
for q in qs:
    if q["abstain"]: continue
    for d in docs:
        if vis(d,q) and d["doc_id"] in q["relevant"]:
            for k in q["must_not"]:
                for m in re.finditer(k,d["body"]): print("warn mustnot in relevant",q["id"],k,d["file"],repr(d["body"][max(0,m.start()-40):m.end()+20]))
