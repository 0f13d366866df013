import sys,json
setf,out,parts=sys.argv[1],sys.argv[2],sys.argv[3:]
items=json.load(open(setf)); ids=[i['id'] for i in items]; conv={i['id'] for i in items if 'turns' in i}
got={}
for p in parts:
    for g in json.load(open(p)):
        got[g['id']]=g
missing=[i for i in ids if i not in got]
if missing: sys.exit('missing: '+' '.join(missing))
order={'A':0,'B':1,'C':2,'D':3}
res=[]
for i in ids:
    g=got[i]
    e={'id':i}
    if i in conv:
        e['turns']=g['turns']; e['grade']=max(g['turns'],key=lambda x:order[x])
    else:
        e['grade']=g['turns'][0] if 'turns' in g and g['turns'] else g['grade']
    e['note']=g.get('note','')
    res.append(e)
json.dump(res,open(out,'w'),indent=1,ensure_ascii=False); open(out,'a').write('\n')
print(out,len(res))
