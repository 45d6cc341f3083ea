import { describe, expect, it } from 'vitest'
import { ratingLevel } from './extract-skills'
import { parseCvText } from './parse-cv-text'

// Skills as tag clouds, rating dots and stars, scores and "Label: a, b, c" lines. Synthetic inputs.

const skillsOf = (...lines: string[]) =>
  parseCvText(['Ana Example', 'ana@example.org', '', 'Skills', ...lines].join('\n')).skills.map((group) => [
    group.category,
    group.items.map((item) => (item.level ? `${item.name}/${item.level}` : item.name)),
  ])

describe('skills as people lay them out', () => {
  it('reads rating marks and scores as levels', () => {
    expect(ratingLevel('●●●●●')).toBe('expert')
    expect(ratingLevel('★★★★☆')).toBe('advanced')
    expect(ratingLevel('■■■□□')).toBe('intermediate')
    expect(ratingLevel('● ○ ○ ○ ○')).toBe('beginner')
    expect(ratingLevel('8/10')).toBe('advanced')
    expect(ratingLevel('Python')).toBe('')
  })

  it('gives a skill the dots beside it or on the line under it', () => {
    expect(skillsOf('React ●●●●○', 'Docker ●●●○○')).toEqual([['Skills', ['React/advanced', 'Docker/intermediate']]])
    expect(skillsOf('React', '●●●●●', 'Docker', '● ● ○ ○ ○')).toEqual([['Skills', ['React/expert', 'Docker/beginner']]])
  })

  it('reads a tag cloud laid out in rows as one list, not as labels and values', () => {
    expect(skillsOf('React\tVue\tTypeScript\tDocker', 'Kubernetes\tTerraform')).toEqual([
      ['Skills', ['React', 'Vue', 'TypeScript', 'Docker', 'Kubernetes', 'Terraform']],
    ])
  })

  it('still reads a label in its own cell beside its items, and "Label: a, b, c"', () => {
    expect(skillsOf('Programming\tPython, Go', 'Cloud\tAWS')).toEqual([
      ['Programming', ['Python', 'Go']],
      ['Cloud', ['AWS']],
    ])
    expect(skillsOf('Frontend: React, Vue', 'Backend: Go, PostgreSQL')).toEqual([
      ['Frontend', ['React', 'Vue']],
      ['Backend', ['Go', 'PostgreSQL']],
    ])
  })
})
