import sys,re
md,n=sys.argv[1],int(sys.argv[2])
text=open(md).read()
parts=re.split(r'(?m)^(?=## )',text)
head,items=parts[0],parts[1:]
k=(len(items)+n-1)//n
base=md[:-3]
for i in range(n):
    chunk=items[i*k:(i+1)*k]
    open(f'{base}.part{i+1}.md','w').write(head+''.join(chunk))
    print(f'{base}.part{i+1}.md', len(chunk))
